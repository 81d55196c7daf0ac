import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { userBlocks } from '@server/db/schema/social';

/**
 * For each of the given people, whether a block stands between them and the
 * viewer in either direction: one statement for any number of people.
 */
export async function blockedPeers(
  db: Database,
  viewerId: string,
  otherIds: string[],
): Promise<Set<string>> {
  if (otherIds.length === 0) return new Set();
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, viewerId), inArray(userBlocks.blockedId, otherIds)),
        and(eq(userBlocks.blockedId, viewerId), inArray(userBlocks.blockerId, otherIds)),
      ),
    );
  return new Set(rows.map((row) => (row.blockerId === viewerId ? row.blockedId : row.blockerId)));
}

/** Who blocked whom between two people: the blocker ids (empty, one or both). */
export async function blockersBetween(db: Database, a: string, b: string): Promise<Set<string>> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    );
  return new Set(rows.map((row) => row.blockerId));
}
