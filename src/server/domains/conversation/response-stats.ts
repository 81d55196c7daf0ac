import type { Database } from '../../db/client';

/**
 * The one place a change in a story's number of responses is announced.
 * Response counts are read with a grouped query (countResponses) today; once
 * a denormalised post_stats counter exists (adjustResponseCount in the reading
 * domain), forward the delta to it from here, inside the same transaction.
 */
export async function recordResponseCountChange(
  _tx: Database,
  _parentPostId: string,
  _delta: 1 | -1,
): Promise<void> {
  // Intentionally empty until the post_stats counter exists.
}
