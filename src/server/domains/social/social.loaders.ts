import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
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

export function createSocialLoaders(db: Database, viewer: UserRow | null) {
  /** Whether the viewer has a (viewer column, other column) relation with each other. */
  const relation = (table: PgTable, viewerColumn: AnyPgColumn, otherColumn: AnyPgColumn) =>
    perViewer(viewer?.id, false, async (viewerId, otherIds) => {
      const rows = await db
        .select({ otherId: otherColumn })
        .from(table)
        .where(and(eq(viewerColumn, viewerId), inArray(otherColumn, otherIds)));
      return present(rows.map((row) => row.otherId));
    });
  return {
    viewerFollowsUser: relation(userFollows, userFollows.followerId, userFollows.followeeId),
    viewerBlocksUser: relation(userBlocks, userBlocks.blockerId, userBlocks.blockedId),
    viewerMutesUser: relation(userMutes, userMutes.userId, userMutes.mutedUserId),
    viewerFollowsCollection: relation(
      collectionFollows,
      collectionFollows.userId,
      collectionFollows.collectionId,
    ),
    viewerMutesCollection: relation(
      collectionMutes,
      collectionMutes.userId,
      collectionMutes.collectionId,
    ),
    /** A block between the viewer and someone, in either direction. */
    blockBetween: perViewer(viewer?.id, false, async (viewerId, otherIds) =>
      present(await blockedPeers(db, viewerId, otherIds)),
    ),
    socialStatsByUserId: byKey(async (userIds) => {
      const rows = await db
        .select()
        .from(userSocialStats)
        .where(inArray(userSocialStats.userId, userIds));
      return new Map(rows.map((row) => [row.userId, row]));
    }, NO_STATS),
    /** Followers of each publication, as the triggers on collection_follows keep them. */
    collectionFollowerCount: byKey(async (collectionIds) => {
      const rows = await db
        .select()
        .from(collectionStats)
        .where(inArray(collectionStats.collectionId, collectionIds));
      return new Map(rows.map((row) => [row.collectionId, row.followerCount]));
    }, 0),
  };
}
