import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { announceContentChange } from '@server/lib/content-changes';
import { hiddenResponses } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { NotFoundError } from '@server/lib/app-errors';
import { isValidPostId } from '@server/lib/ids';
import { requireOpenPost } from './conversation.policy';
import { CONVERSATION_TEXTS } from './conversation.texts';
import { recordResponseHidingChange } from './response-stats';
import { isAuthor } from '../access';

type HideOptions = {
  db: Database;
  viewer: UserRow;
  parentPostId: string;
  postResponseId: string;
};

/**
 * Only the parent story's author hides or unhides; to anyone else, and for a
 * post that is not a response to that story, the answer is NotFound.
 */
async function requireHideable(options: HideOptions): Promise<{ parentId: string; id: string }> {
  const parent = await requireOpenPost(options.db, options.parentPostId).catch(() => null);
  const responseId = options.postResponseId.toLowerCase();
  if (!parent || !isAuthor(parent, options.viewer) || !isValidPostId(responseId))
    throw new NotFoundError(CONVERSATION_TEXTS.responseNotFound);
  const [response] = await options.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, responseId), eq(posts.inResponseToPostId, parent.id)))
    .limit(1);
  if (!response) throw new NotFoundError(CONVERSATION_TEXTS.responseNotFound);
  return { parentId: parent.id, id: response.id };
}

/** Idempotent: hiding a hidden response changes nothing and answers true. */
export async function hideResponse(options: HideOptions): Promise<boolean> {
  const target = await requireHideable(options);
  await inTransaction(options.db, async (tx) => {
    const inserted = await tx
      .insert(hiddenResponses)
      .values({ parentPostId: target.parentId, responsePostId: target.id })
      .onConflictDoNothing()
      .returning({ id: hiddenResponses.responsePostId });
    if (inserted.length > 0) await recordResponseHidingChange(tx, target.id, true);
  });
  announceContentChange({ ids: [target.parentId, target.id] });
  return true;
}

export async function unhideResponse(options: HideOptions): Promise<boolean> {
  const target = await requireHideable(options);
  await inTransaction(options.db, async (tx) => {
    const removed = await tx
      .delete(hiddenResponses)
      .where(
        and(
          eq(hiddenResponses.parentPostId, target.parentId),
          eq(hiddenResponses.responsePostId, target.id),
        ),
      )
      .returning({ id: hiddenResponses.responsePostId });
    if (removed.length > 0) await recordResponseHidingChange(tx, target.id, false);
  });
  announceContentChange({ ids: [target.parentId, target.id] });
  return true;
}
