import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery, slot } from '@server/db/prepared-query';
import {
  collectionFollows,
  collectionMutes,
  collectionStats,
  userBlocks,
  userFollows,
  userMutes,
  userSocialStats,
} from '@server/db/schema/social';
import type { UserRow } from '@server/db/schema/users';
import { byKey, perViewer } from '@server/lib/loaders';
import { blockedPeers } from './blocks.queries';

const NO_STATS = { followerCount: 0, followingCount: 0 };

const present = (ids: Iterable<unknown>) => new Map([...ids].map((id) => [String(id), true]));

/** Which of some others the viewer has a (viewer column, other column) row with. */
const relationQuery = (table: PgTable, viewerColumn: AnyPgColumn, otherColumn: AnyPgColumn) =>
  preparedQuery((db) =>
    db
      .select({ otherId: otherColumn })
      .from(table)
      .where(and(eq(viewerColumn, slot('viewerId')), isAnyOf(otherColumn))),
  );
const RELATIONS = {
  viewerFollowsUser: relationQuery(userFollows, userFollows.followerId, userFollows.followeeId),
  viewerBlocksUser: relationQuery(userBlocks, userBlocks.blockerId, userBlocks.blockedId),
  viewerMutesUser: relationQuery(userMutes, userMutes.userId, userMutes.mutedUserId),
  viewerFollowsCollection: relationQuery(
    collectionFollows,
    collectionFollows.userId,
    collectionFollows.collectionId,
  ),
  viewerMutesCollection: relationQuery(
    collectionMutes,
    collectionMutes.userId,
    collectionMutes.collectionId,
  ),
};
const socialStatsOf = preparedQuery((db) =>
  db.select().from(userSocialStats).where(isAnyOf(userSocialStats.userId)),
);
const followerCountsOf = preparedQuery((db) =>
  db.select().from(collectionStats).where(isAnyOf(collectionStats.collectionId)),
);

export function createSocialLoaders(db: Database, viewer: UserRow | null) {
  /** Whether the viewer has that relation with each other. */
  const relation = (query: (typeof RELATIONS)[keyof typeof RELATIONS]) =>
    perViewer(viewer?.id, false, async (viewerId, otherIds) => {
      const rows = await query(db).execute({ viewerId, ids: otherIds });
      return present(rows.map((row) => row.otherId));
    });
  return {
    viewerFollowsUser: relation(RELATIONS.viewerFollowsUser),
    viewerBlocksUser: relation(RELATIONS.viewerBlocksUser),
    viewerMutesUser: relation(RELATIONS.viewerMutesUser),
    viewerFollowsCollection: relation(RELATIONS.viewerFollowsCollection),
    viewerMutesCollection: relation(RELATIONS.viewerMutesCollection),
    /** A block between the viewer and someone, in either direction. */
    blockBetween: perViewer(viewer?.id, false, async (viewerId, otherIds) =>
      present(await blockedPeers(db, viewerId, otherIds)),
    ),
    socialStatsByUserId: byKey(async (userIds) => {
      const rows = await socialStatsOf(db).execute({ ids: userIds });
      return new Map(rows.map((row) => [row.userId, row]));
    }, NO_STATS),
    /** Followers of each publication, as the triggers on collection_follows keep them. */
    collectionFollowerCount: byKey(async (collectionIds) => {
      const rows = await followerCountsOf(db).execute({ ids: collectionIds });
      return new Map(rows.map((row) => [row.collectionId, row.followerCount]));
    }, 0),
  };
}
