import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionMutes, userFollows, userMutes, userReports } from '@server/db/schema/social';
import type { ReportStatus, UserReportRow } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { decodeKeysetCursor, encodeKeysetCursor } from '@server/lib/keyset-cursor';
import type { KeysetCursor } from '@server/lib/keyset-cursor';
import { parseOrBadRequest } from '@server/lib/app-errors';
import { pageSizeSchema } from './social.policy';

/** Keyset-paged lists of the social graph, newest relation first. */

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

interface Page<T> {
  edges: Array<{ node: T; cursor: string }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export const emptyPage = <T>(): Page<T> => ({
  edges: [],
  pageInfo: { hasNextPage: false, endCursor: null },
});

function afterCursor(at: AnyPgColumn, id: AnyPgColumn, cursor: KeysetCursor | null) {
  if (!cursor) return undefined;
  const time = sql`${cursor.at}::timestamptz`;
  return or(lt(at, time), and(eq(at, time), lt(id, cursor.id)));
}

function toPage<T extends { id: string }>(rows: Array<{ node: T; at: string }>, first: number) {
  const edges = rows
    .slice(0, first)
    .map((row) => ({ node: row.node, cursor: encodeKeysetCursor(row.at, row.node.id) }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

function parsePage(args: PageArgs) {
  return {
    first: parseOrBadRequest(pageSizeSchema, args.first),
    cursor: args.after ? decodeKeysetCursor(args.after) : null,
  };
}

/** People who follow userId. */
export async function listFollowers(
  db: Database,
  userId: string,
  args: PageArgs,
): Promise<Page<UserRow>> {
  const { first, cursor } = parsePage(args);
  const rows = await db
    .select({ node: users, at: sql<string>`${userFollows.createdAt}::text` })
    .from(userFollows)
    .innerJoin(users, eq(users.id, userFollows.followerId))
    .where(
      and(
        eq(userFollows.followeeId, userId),
        afterCursor(userFollows.createdAt, userFollows.followerId, cursor),
      ),
    )
    .orderBy(desc(userFollows.createdAt), desc(userFollows.followerId))
    .limit(first + 1);
  return toPage(rows, first);
}

/** People userId follows. */
export async function listFollowing(
  db: Database,
  userId: string,
  args: PageArgs,
): Promise<Page<UserRow>> {
  const { first, cursor } = parsePage(args);
  const rows = await db
    .select({ node: users, at: sql<string>`${userFollows.createdAt}::text` })
    .from(userFollows)
    .innerJoin(users, eq(users.id, userFollows.followeeId))
    .where(
      and(
        eq(userFollows.followerId, userId),
        afterCursor(userFollows.createdAt, userFollows.followeeId, cursor),
      ),
    )
    .orderBy(desc(userFollows.createdAt), desc(userFollows.followeeId))
    .limit(first + 1);
  return toPage(rows, first);
}

/** People userId muted (/me/settings/mute/users). */
export async function listMutedUsers(
  db: Database,
  userId: string,
  args: PageArgs,
): Promise<Page<UserRow>> {
  const { first, cursor } = parsePage(args);
  const rows = await db
    .select({ node: users, at: sql<string>`${userMutes.createdAt}::text` })
    .from(userMutes)
    .innerJoin(users, eq(users.id, userMutes.mutedUserId))
    .where(
      and(
        eq(userMutes.userId, userId),
        afterCursor(userMutes.createdAt, userMutes.mutedUserId, cursor),
      ),
    )
    .orderBy(desc(userMutes.createdAt), desc(userMutes.mutedUserId))
    .limit(first + 1);
  return toPage(rows, first);
}

/** Publications userId muted (/me/settings/mute/publications). */
export async function listMutedCollections(
  db: Database,
  userId: string,
  args: PageArgs,
): Promise<Page<CollectionRow>> {
  const { first, cursor } = parsePage(args);
  const rows = await db
    .select({ node: collections, at: sql<string>`${collectionMutes.createdAt}::text` })
    .from(collectionMutes)
    .innerJoin(collections, eq(collections.id, collectionMutes.collectionId))
    .where(
      and(
        eq(collectionMutes.userId, userId),
        afterCursor(collectionMutes.createdAt, collectionMutes.collectionId, cursor),
      ),
    )
    .orderBy(desc(collectionMutes.createdAt), desc(collectionMutes.collectionId))
    .limit(first + 1);
  return toPage(rows, first);
}

/** The staff review queue: reports in one status, newest first. */
export async function listReports(
  db: Database,
  status: ReportStatus,
  args: PageArgs,
): Promise<Page<UserReportRow>> {
  const { first, cursor } = parsePage(args);
  const rows = await db
    .select({ node: userReports, at: sql<string>`${userReports.createdAt}::text` })
    .from(userReports)
    .where(
      and(
        eq(userReports.status, status),
        afterCursor(userReports.createdAt, userReports.id, cursor),
      ),
    )
    .orderBy(desc(userReports.createdAt), desc(userReports.id))
    .limit(first + 1);
  return toPage(rows, first);
}
