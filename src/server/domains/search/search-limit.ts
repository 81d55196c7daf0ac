import type { Database } from '@server/db/client';
import { TooManyRequestsError } from '@server/lib/app-errors';
import { hitLimit, requesterKey } from '../auth';
import type { LimitResult } from '../auth';

/**
 * Searches one address may run in ten seconds, whatever asks: the header's
 * widget, the search page, GraphQL. Keystrokes are debounced in the browser,
 * so a person typing sends a few a second at most; more is a script. Counted
 * by address (an IPv6 /64 as one), never by cookie, which anyone can drop.
 */
const SEARCH_LIMIT = { max: 30, windowMs: 10_000 };

export const SEARCH_LIMIT_MESSAGE = 'Too many searches. Try again in a few seconds.';

export function takeSearchTurn(db: Database, ip: string): Promise<LimitResult> {
  return hitLimit({ db, key: `search:${requesterKey(ip)}`, limit: SEARCH_LIMIT });
}

/** The same turn, refused as the error every transport answers with 429. */
export async function requireSearchTurn(db: Database, ip: string): Promise<void> {
  const turn = await takeSearchTurn(db, ip);
  if (!turn.isAllowed)
    throw new TooManyRequestsError(SEARCH_LIMIT_MESSAGE, {
      retryAfterSeconds: turn.retryAfterSeconds,
    });
}
