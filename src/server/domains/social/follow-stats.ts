import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { userSocialStats } from '@server/db/schema/social';

export interface FollowStatsChange {
  userId: string;
  followers: number;
  following: number;
}

/**
 * Moves follower and following totals by signed deltas in one upsert. Rows
 * go in id order so that two transactions touching the same people lock them
 * in the same order and cannot deadlock.
 */
export async function moveFollowStats(tx: Database, changes: FollowStatsChange[]): Promise<void> {
  const merged = new Map<string, FollowStatsChange>();
  for (const change of changes) {
    const seen = merged.get(change.userId) ?? { userId: change.userId, followers: 0, following: 0 };
    merged.set(change.userId, {
      userId: change.userId,
      followers: seen.followers + change.followers,
      following: seen.following + change.following,
    });
  }
  const rows = [...merged.values()]
    .filter((change) => change.followers !== 0 || change.following !== 0)
    .sort((a, b) => (a.userId < b.userId ? -1 : 1));
  if (rows.length === 0) return;
  await tx
    .insert(userSocialStats)
    .values(
      rows.map((row) => ({
        userId: row.userId,
        followerCount: row.followers,
        followingCount: row.following,
      })),
    )
    .onConflictDoUpdate({
      target: userSocialStats.userId,
      set: {
        followerCount: sql`${userSocialStats.followerCount} + excluded.follower_count`,
        followingCount: sql`${userSocialStats.followingCount} + excluded.following_count`,
      },
    });
}
