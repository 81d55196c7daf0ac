import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { postStats } from '@server/db/schema/reading';

/**
 * Denormalised per-story totals. Every change is one atomic upsert adding a
 * delta, so concurrent writers never lose an update; callers run it in the
 * same transaction as the change it counts.
 */
async function adjustStats(
  tx: Database,
  postId: string,
  delta: { claps?: number; voters?: number; responses?: number },
) {
  const claps = delta.claps ?? 0;
  const voters = delta.voters ?? 0;
  const responses = delta.responses ?? 0;
  const [row] = await tx
    .insert(postStats)
    .values({
      postId,
      clapCount: Math.max(claps, 0),
      voterCount: Math.max(voters, 0),
      responseCount: Math.max(responses, 0),
    })
    .onConflictDoUpdate({
      target: postStats.postId,
      set: {
        // greatest(…, 0): a counter never shows a negative number, even if a
        // decrement ever outran its increment.
        clapCount: sql`greatest(${postStats.clapCount} + ${claps}, 0)`,
        voterCount: sql`greatest(${postStats.voterCount} + ${voters}, 0)`,
        responseCount: sql`greatest(${postStats.responseCount} + ${responses}, 0)`,
      },
    })
    .returning();
  return row ?? { postId, clapCount: 0, voterCount: 0, responseCount: 0 };
}

export const adjustClapStats = (tx: Database, postId: string, claps: number, voters: number) =>
  adjustStats(tx, postId, { claps, voters });

/**
 * Moves a story's response count; call it inside the transaction that
 * publishes, hides, unhides or deletes a response.
 */
export async function adjustResponseCount(
  tx: Database,
  postId: string,
  delta: number,
): Promise<void> {
  await adjustStats(tx, postId, { responses: delta });
}
