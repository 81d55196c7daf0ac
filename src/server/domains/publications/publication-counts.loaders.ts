import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { posts } from '@server/db/schema/posts';
import { byKey } from '@server/lib/loaders';
import { listedSql, visibleToViewerSql } from '../access';

/** One grouped count of posts per publication column, for every publication on a page. */
const countPostsBy = (db: Database, column: AnyPgColumn, where: SQL) =>
  byKey(async (collectionIds) => {
    const rows = await db
      .select({ collectionId: column, total: count() })
      .from(posts)
      .where(and(inArray(column, collectionIds), where))
      .groupBy(column);
    return new Map(rows.map((row) => [String(row.collectionId), row.total]));
  }, 0);

/**
 * The counts a publication's dashboard shows: one statement each, whatever
 * the number of publications asked about.
 */
export function createPublicationCountLoaders(db: Database) {
  return {
    /** Its stories any reader may see listed (the rule of its pages, for a visitor). */
    publicationStoryCount: countPostsBy(
      db,
      posts.collectionId,
      and(
        eq(posts.statusForCollection, 'APPROVED'),
        isNull(posts.inResponseToPostId),
        visibleToViewerSql(null),
        listedSql(),
      ) as SQL,
    ),
    /** Stories waiting in its review queue. */
    pendingSubmissionCount: countPostsBy(
      db,
      posts.pendingCollectionId,
      eq(posts.statusForCollection, 'PENDING'),
    ),
  };
}
