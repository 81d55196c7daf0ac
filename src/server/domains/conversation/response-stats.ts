import type { Database } from '../../db/client';
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
