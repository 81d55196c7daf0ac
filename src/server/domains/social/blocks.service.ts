import { and, eq, or } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { announceContentChange } from '@server/lib/content-changes';
import { userBlocks, userFollows } from '@server/db/schema/social';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { moveFollowStats } from './follow-stats';
import type { FollowStatsChange } from './follow-stats';
import { refuseSelf, requireOwnId } from './social.policy';
import { lockPair, requireTargetUser } from './social-targets';
import { SOCIAL_TEXTS } from './social.texts';

interface BlockOptions {
  db: Database;
  viewer: UserRow;
  userId: string;
  targetUserId: string;
}

/**
 * Blocks a user inside a transaction the caller holds: the block, and the
 * removal of the follows between the two in both directions, with totals.
 */
export async function blockInTransaction(
  tx: Database,
  blocker: UserRow,
  target: UserRow,
): Promise<void> {
  await lockPair(tx, blocker.id, target.id);
  await tx
    .insert(userBlocks)
    .values({ blockerId: blocker.id, blockedId: target.id })
    .onConflictDoNothing();
  const removed = await tx
    .delete(userFollows)
    .where(
      or(
        and(eq(userFollows.followerId, blocker.id), eq(userFollows.followeeId, target.id)),
        and(eq(userFollows.followerId, target.id), eq(userFollows.followeeId, blocker.id)),
      ),
    )
    .returning({ followerId: userFollows.followerId, followeeId: userFollows.followeeId });
  const changes: FollowStatsChange[] = removed.flatMap((follow) => [
    { userId: follow.followerId, followers: 0, following: -1 },
    { userId: follow.followeeId, followers: -1, following: 0 },
  ]);
  await moveFollowStats(tx, changes);
}

export async function blockUser(options: BlockOptions): Promise<UserRow> {
  requireOwnId(options.viewer, options.userId);
  const target = await requireTargetUser(options.db, options.targetUserId);
  refuseSelf(options.viewer, target.id, SOCIAL_TEXTS.blockSelf);
  await inTransaction(options.db, (tx) => blockInTransaction(tx, options.viewer, target));
  // Follower counts on both profiles moved.
  announceContentChange({ ids: [options.viewer.id, target.id] });
  return target;
}

export async function unblockUser(options: BlockOptions): Promise<UserRow> {
  requireOwnId(options.viewer, options.userId);
  const target = await requireTargetUser(options.db, options.targetUserId);
  refuseSelf(options.viewer, target.id, SOCIAL_TEXTS.blockSelf);
  await inTransaction(options.db, async (tx) => {
    await lockPair(tx, options.viewer.id, target.id);
    await tx
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, options.viewer.id), eq(userBlocks.blockedId, target.id)));
  });
  return target;
}
