import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { quotes } from '@server/db/schema/conversation';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError } from '@server/lib/app-errors';
import { requireActionOnStory } from '../access';
import { CONVERSATION_TEXTS } from './conversation.texts';

export interface ResponseTarget {
  parent: PostRow;
  quoteId: string | null;
}

/**
 * The story a response answers, named by its id, by one of the viewer's own
 * highlights on it (`/new-story?inResponseToQuoteId=…`), or by both. The story
 * must be open for conversation and its author must not have blocked the
 * viewer. Null when the new story answers nothing.
 */
export async function resolveResponseTarget(options: {
  db: Database;
  viewer: UserRow;
  inResponseToPostId?: string | null;
  inResponseToQuoteId?: string | null;
}): Promise<ResponseTarget | null> {
  const quoteId = options.inResponseToQuoteId || null;
  let parentId = options.inResponseToPostId || null;
  if (quoteId) {
    const quotedPostId = await viewerQuotePostId(options.db, options.viewer, quoteId);
    if (!quotedPostId && !parentId)
      throw new BadRequestError(`inResponseToQuoteId: ${CONVERSATION_TEXTS.quoteNotFound}`);
    if (!quotedPostId || (parentId && parentId.toLowerCase() !== quotedPostId))
      throw new BadRequestError(CONVERSATION_TEXTS.quoteNotOnParent);
    parentId = quotedPostId;
  }
  if (!parentId) return null;
  const parent = await requireRespondableParent(options.db, options.viewer, parentId);
  return { parent, quoteId };
}

/** Checked again when a response draft is published: the story may have closed meanwhile. */
export async function requireRespondableParent(
  db: Database,
  viewer: UserRow,
  parentId: string,
): Promise<PostRow> {
  const { story } = await requireActionOnStory({
    db,
    viewer,
    action: 'respond',
    postId: parentId,
    notFoundMessage: CONVERSATION_TEXTS.postNotFound,
  });
  return story;
}

// Only the viewer's own highlight: Respond stores the passage as theirs first.
async function viewerQuotePostId(
  db: Database,
  viewer: UserRow,
  quoteId: string,
): Promise<string | null> {
  const [quote] = await db
    .select({ postId: quotes.postId })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, viewer.id)))
    .limit(1);
  return quote?.postId ?? null;
}
