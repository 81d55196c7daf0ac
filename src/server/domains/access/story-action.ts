import type { Database } from '@server/db/client';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { NotFoundError } from '@server/lib/app-errors';
import { refuseIfBlockedByAuthor } from './author-block';
import type { BLOCKED_ACTION_TEXTS } from './author-block';
import { requireAuthorized } from './authorize';
import { findLiveStory } from './live-story';
import { requireViewer } from './viewer-guards';

/** What a reader does to a story that its author's block takes away. */
type StoryAction = keyof typeof BLOCKED_ACTION_TEXTS;

interface ActionOnStory {
  viewer: UserRow;
  story: PostRow;
}

/**
 * May this viewer clap for, save, highlight or respond to this story? Three
 * steps, always in this order: the viewer's standing (signed in, else
 * UNAUTHORIZED; not suspended, else FORBIDDEN, though a suspended account
 * still saves), the live story (findLiveStory, else NOT_FOUND in the words of
 * the API that asked), and the author's block (FORBIDDEN in the action's own
 * words). Answers the viewer and the story the action goes on.
 */
export async function requireActionOnStory(options: {
  db: Database;
  viewer: UserRow | null | undefined;
  action: StoryAction;
  postId: string;
  /** What the asking API calls a story that is missing or not live. */
  notFoundMessage: string;
}): Promise<ActionOnStory> {
  const viewer = requireViewer(options.viewer);
  requireAuthorized(viewer, options.action);
  const story = await findLiveStory(options.db, options.postId);
  if (!story) throw new NotFoundError(options.notFoundMessage);
  await refuseIfBlockedByAuthor({
    db: options.db,
    viewerId: viewer.id,
    authorId: story.creatorId,
    action: options.action,
  });
  return { viewer, story };
}
