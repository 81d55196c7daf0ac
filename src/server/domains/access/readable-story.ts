import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { authorize } from './authorize';
import { loadStoryFacts } from './story-facts';
import type { StoryFactLoaders } from './story-facts';

export interface ReadableStoryLoaders extends StoryFactLoaders {
  postById: { load(id: string): Promise<PostRow | null> };
}

/**
 * The story behind a highlight, a note, a response or a notification, when
 * this viewer may read it (the room's read rule: drafts, deletion, hiding,
 * blocks and suspension); null otherwise, so nothing links to a story its
 * page would refuse.
 */
export async function readableStory(
  postId: string | null,
  viewer: UserRow | null,
  loaders: ReadableStoryLoaders,
): Promise<PostRow | null> {
  const post = postId ? await loaders.postById.load(postId) : null;
  if (!post) return null;
  const facts = await loadStoryFacts(post, viewer, loaders);
  return authorize(viewer, 'read', facts) ? null : post;
}
