import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionFollows, userFollows } from '@server/db/schema/social';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError } from '@server/lib/app-errors';
import { notifyCollectionFollowed, notifyFollow } from '../notifications';
import { blockersBetween } from './blocks.queries';
import { moveFollowStats } from './follow-stats';
import { refuseSelf } from './social.policy';
import { lockPair, requireTargetCollection, requireTargetUser } from './social-targets';
import { SOCIAL_TEXTS } from './social.texts';
import { requireAuthorized } from '../access';

interface ViewerAction {
  db: Database;
  viewer: UserRow;
}

export interface FollowOutcome {
  target: UserRow;
  /** False when the viewer already followed (or did not follow, for unfollow). */
  changed: boolean;
}

/**
 * The viewer follows someone. Following again changes nothing; across a
 * block (either way) the follow is refused.
 */
export async function followUser(
  options: ViewerAction & { targetUserId: string; productName: string },
): Promise<FollowOutcome> {
  const { viewer } = options;
  requireAuthorized(viewer, 'follow');
  const target = await requireTargetUser(options.db, options.targetUserId);
  refuseSelf(viewer, target.id, SOCIAL_TEXTS.followSelf(options.productName));
  return inTransaction(options.db, async (tx) => {
    await lockPair(tx, viewer.id, target.id);
    const blockers = await blockersBetween(tx, viewer.id, target.id);
    if (blockers.has(target.id)) throw new BadRequestError(SOCIAL_TEXTS.followBlocked);
    if (blockers.has(viewer.id)) throw new BadRequestError(SOCIAL_TEXTS.followWhileBlocking);
    const added = await tx
      .insert(userFollows)
      .values({ followerId: viewer.id, followeeId: target.id })
      .onConflictDoNothing()
      .returning({ followeeId: userFollows.followeeId });
    if (added.length > 0)
      await moveFollowStats(tx, [
        { userId: viewer.id, followers: 0, following: 1 },
        { userId: target.id, followers: 1, following: 0 },
      ]);
    if (added.length > 0) await notifyFollow(tx, viewer.id, target.id);
    return { target, changed: added.length > 0 };
  });
}

export async function unfollowUser(
  options: ViewerAction & { targetUserId: string },
): Promise<FollowOutcome> {
  const { viewer } = options;
  const target = await requireTargetUser(options.db, options.targetUserId);
  return inTransaction(options.db, async (tx) => {
    await lockPair(tx, viewer.id, target.id);
    const removed = await tx
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, viewer.id), eq(userFollows.followeeId, target.id)))
      .returning({ followeeId: userFollows.followeeId });
    if (removed.length > 0)
      await moveFollowStats(tx, [
        { userId: viewer.id, followers: 0, following: -1 },
        { userId: target.id, followers: -1, following: 0 },
      ]);
    return { target, changed: removed.length > 0 };
  });
}

export async function followCollection(
  options: ViewerAction & { targetCollectionId: string },
): Promise<CollectionRow> {
  requireAuthorized(options.viewer, 'follow');
  const collection = await requireTargetCollection(options.db, options.targetCollectionId);
  await inTransaction(options.db, async (tx) => {
    const added = await tx
      .insert(collectionFollows)
      .values({ userId: options.viewer.id, collectionId: collection.id })
      .onConflictDoNothing()
      .returning({ userId: collectionFollows.userId });
    if (added.length > 0) await notifyCollectionFollowed(tx, collection);
  });
  return collection;
}

export async function unfollowCollection(
  options: ViewerAction & { targetCollectionId: string },
): Promise<CollectionRow> {
  const collection = await requireTargetCollection(options.db, options.targetCollectionId);
  await options.db
    .delete(collectionFollows)
    .where(
      and(
        eq(collectionFollows.userId, options.viewer.id),
        eq(collectionFollows.collectionId, collection.id),
      ),
    );
  return collection;
}
