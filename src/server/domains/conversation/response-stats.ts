import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hiddenResponses } from '../../db/schema/conversation';
import { adjustResponseCount } from '../reading/post-stats';

/**
 * The one place a change in a story's number of visible responses is
 * recorded: post_stats keeps the total that story cards and
 * Post.postResponses.count show. Call it inside the transaction that
 * publishes, hides or unhides a response.
 */
export async function recordResponseCountChange(
  tx: Database,
  parentPostId: string,
  delta: 1 | -1,
): Promise<void> {
  await adjustResponseCount(tx, parentPostId, delta);
}

/**
 * A response that starts or stops being published (published, unpublished,
 * deleted) moves its parent's count — unless the parent's author had hidden
 * it, in which case hiding already took it out of the count.
 */
export async function recordResponsePublicationChange(
  tx: Database,
  response: { id: string; inResponseToPostId: string | null },
  wasPublished: boolean,
  isPublished: boolean,
): Promise<void> {
  const parentPostId = response.inResponseToPostId;
  if (!parentPostId || wasPublished === isPublished) return;
  const [hidden] = await tx
    .select({ id: hiddenResponses.responsePostId })
    .from(hiddenResponses)
    .where(
      and(
        eq(hiddenResponses.parentPostId, parentPostId),
        eq(hiddenResponses.responsePostId, response.id),
      ),
    )
    .limit(1);
  if (!hidden) await adjustResponseCount(tx, parentPostId, isPublished ? 1 : -1);
}
