import { and, count, eq, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery } from '@server/db/prepared-query';
import { posts } from '@server/db/schema/posts';
import { byKey } from '@server/lib/loaders';
import { listedSql, visibleToViewerSql } from '../access';

/** One grouped count of posts per publication column, for every publication on a page. */
const countPostsBy = (column: AnyPgColumn, where: () => SQL) => {
  const counts = preparedQuery((db) =>
    db
      .select({ collectionId: column, total: count() })
      .from(posts)
      .where(and(isAnyOf(column), where()))
      .groupBy(column),
  );
  return (db: Database) =>
    byKey(async (collectionIds) => {
      const rows = await counts(db).execute({ ids: collectionIds });
      return new Map(rows.map((row) => [String(row.collectionId), row.total]));
    }, 0);
};

/** Its stories any reader may see listed (the rule of its pages, for a visitor). */
const listedStoryCount = countPostsBy(
  posts.collectionId,
  () =>
    and(
      eq(posts.statusForCollection, 'APPROVED'),
      isNull(posts.inResponseToPostId),
      visibleToViewerSql(null),
      listedSql(),
    ) as SQL,
);
/** Stories waiting in its review queue. */
const pendingCount = countPostsBy(posts.pendingCollectionId, () =>
  eq(posts.statusForCollection, 'PENDING'),
);

/**
 * The counts a publication's dashboard shows: one statement each, whatever
 * the number of publications asked about.
 */
export function createPublicationCountLoaders(db: Database) {
  return {
    publicationStoryCount: listedStoryCount(db),
    pendingSubmissionCount: pendingCount(db),
  };
}
