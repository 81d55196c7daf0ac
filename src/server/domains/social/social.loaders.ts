import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import {
  collectionFollows,
  collectionMutes,
  userBlocks,
  userFollows,
  userMutes,
  userSocialStats,
} from '@server/db/schema/social';
import { blockedPeers } from './blocks.queries';

/** Key of a per-viewer loader: the viewer's id and the other object's id. */
export const viewerKey = (viewerId: string, otherId: string) => `${viewerId}|${otherId}`;

/**
 * A yes/no loader per (viewer, other). A request has one viewer, so a page of
 * rows costs one statement however many rows it shows.
 */
function viewerSetLoader(fetch: (viewerId: string, otherIds: string[]) => Promise<Set<string>>) {
  return new DataLoader<string, boolean>(async (keys) => {
    const byViewer = new Map<string, string[]>();
    for (const key of keys) {
      const [viewerId = '', otherId = ''] = key.split('|');
      byViewer.set(viewerId, [...(byViewer.get(viewerId) ?? []), otherId]);
    }
    const found = new Set<string>();
    for (const [viewerId, otherIds] of byViewer) {
      for (const otherId of await fetch(viewerId, otherIds))
        found.add(viewerKey(viewerId, otherId));
    }
    return keys.map((key) => found.has(key));
  });
}

/** Rows of a (viewer column, other column) relation among the given others. */
function relationLoader(
  db: Database,
  table: PgTable,
  viewerColumn: AnyPgColumn,
  otherColumn: AnyPgColumn,
) {
  return viewerSetLoader(async (viewerId, otherIds) => {
    const rows = await db
      .select({ otherId: otherColumn })
      .from(table)
      .where(and(eq(viewerColumn, viewerId), inArray(otherColumn, otherIds)));
    return new Set(rows.map((row) => String(row.otherId)));
  });
}

export interface SocialStatsValue {
  followerCount: number;
  followingCount: number;
}

export function createSocialLoaders(db: Database) {
  return {
    viewerFollowsUser: relationLoader(
      db,
      userFollows,
      userFollows.followerId,
      userFollows.followeeId,
    ),
    viewerBlocksUser: relationLoader(db, userBlocks, userBlocks.blockerId, userBlocks.blockedId),
    viewerMutesUser: relationLoader(db, userMutes, userMutes.userId, userMutes.mutedUserId),
    viewerFollowsCollection: relationLoader(
      db,
      collectionFollows,
      collectionFollows.userId,
      collectionFollows.collectionId,
    ),
    viewerMutesCollection: relationLoader(
      db,
      collectionMutes,
      collectionMutes.userId,
      collectionMutes.collectionId,
    ),
    /** A block between the viewer and someone, in either direction. */
    blockBetween: viewerSetLoader((viewerId, otherIds) => blockedPeers(db, viewerId, otherIds)),
    socialStatsByUserId: new DataLoader<string, SocialStatsValue>(async (userIds) => {
      const rows = await db
        .select()
        .from(userSocialStats)
        .where(inArray(userSocialStats.userId, [...userIds]));
      const byId = new Map(rows.map((row) => [row.userId, row]));
      return userIds.map((id) => byId.get(id) ?? { followerCount: 0, followingCount: 0 });
    }),
  };
}
