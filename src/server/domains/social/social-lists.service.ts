import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import {
  collectionFollows,
  collectionMutes,
  userFollows,
  userMutes,
  userReports,
} from '@server/db/schema/social';
import type { ReportStatus, UserReportRow } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { afterCursor, cursorText, emptyConnection, keysetList } from '@server/lib/keyset';
import type { Connection } from '@server/lib/keyset';

/** Keyset-paged lists of the social graph, newest relation first (lib/keyset). */

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

type Page<T> = Connection<T>;

export const emptyPage = <T>(): Page<T> => emptyConnection();

/** A relation between an owner and a person, listed from the owner's side. */
interface PeopleRelation {
  table: PgTable;
  ownerId: AnyPgColumn;
  personId: AnyPgColumn;
  createdAt: AnyPgColumn;
}

const listPeople = (
  db: Database,
  relation: PeopleRelation,
  ownerId: string,
  args: PageArgs,
): Promise<Page<UserRow>> =>
  keysetList(
    args,
    (cursor, limit) =>
      db
        .select({ node: users, at: cursorText(relation.createdAt) })
        .from(relation.table)
        .innerJoin(users, eq(users.id, relation.personId))
        .where(
          and(
            eq(relation.ownerId, ownerId),
            afterCursor(relation.createdAt, relation.personId, cursor),
          ),
        )
        .orderBy(desc(relation.createdAt), desc(relation.personId))
        .limit(limit),
    (row) => row.node,
  );

/** People who follow userId. */
export const listFollowers = (db: Database, userId: string, args: PageArgs) =>
  listPeople(
    db,
    {
      table: userFollows,
      ownerId: userFollows.followeeId,
      personId: userFollows.followerId,
      createdAt: userFollows.createdAt,
    },
    userId,
    args,
  );

/** People who follow a publication (its staff's followers page). */
export const listCollectionFollowers = (db: Database, collectionId: string, args: PageArgs) =>
  listPeople(
    db,
    {
      table: collectionFollows,
      ownerId: collectionFollows.collectionId,
      personId: collectionFollows.userId,
      createdAt: collectionFollows.createdAt,
    },
    collectionId,
    args,
  );

/** People userId follows. */
export const listFollowing = (db: Database, userId: string, args: PageArgs) =>
  listPeople(
    db,
    {
      table: userFollows,
      ownerId: userFollows.followerId,
      personId: userFollows.followeeId,
      createdAt: userFollows.createdAt,
    },
    userId,
    args,
  );

/** People userId muted (/me/settings/mute/users). */
export const listMutedUsers = (db: Database, userId: string, args: PageArgs) =>
  listPeople(
    db,
    {
      table: userMutes,
      ownerId: userMutes.userId,
      personId: userMutes.mutedUserId,
      createdAt: userMutes.createdAt,
    },
    userId,
    args,
  );

/** Publications userId muted (/me/settings/mute/publications). */
export const listMutedCollections = (
  db: Database,
  userId: string,
  args: PageArgs,
): Promise<Page<CollectionRow>> =>
  keysetList(
    args,
    (cursor, limit) =>
      db
        .select({ node: collections, at: cursorText(collectionMutes.createdAt) })
        .from(collectionMutes)
        .innerJoin(collections, eq(collections.id, collectionMutes.collectionId))
        .where(
          and(
            eq(collectionMutes.userId, userId),
            afterCursor(collectionMutes.createdAt, collectionMutes.collectionId, cursor),
          ),
        )
        .orderBy(desc(collectionMutes.createdAt), desc(collectionMutes.collectionId))
        .limit(limit),
    (row) => row.node,
  );

/** The staff review queue: reports in one status, newest first. */
export const listReports = (
  db: Database,
  status: ReportStatus,
  args: PageArgs,
): Promise<Page<UserReportRow>> =>
  keysetList(
    args,
    (cursor, limit) =>
      db
        .select({ node: userReports, at: cursorText(userReports.createdAt) })
        .from(userReports)
        .where(
          and(
            eq(userReports.status, status),
            afterCursor(userReports.createdAt, userReports.id, cursor),
          ),
        )
        .orderBy(desc(userReports.createdAt), desc(userReports.id))
        .limit(limit),
    (row) => row.node,
  );
