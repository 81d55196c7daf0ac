import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StoriesFilter } from '@shared/content/post-enums';
import type { Database } from '@server/db/client';
import { posts, storiesTabSql } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { afterCursor, cursorText, keysetList, newestFirst } from '@server/lib/keyset';

const tab = storiesTabSql(posts);

/** One tab of /me/stories, most recently updated first; keyset paging on the tab's index. */
export const listViewerStories = (options: {
  db: Database;
  viewer: UserRow;
  filter: StoriesFilter;
  first?: number | null;
  after?: string | null;
}) =>
  keysetList(
    options,
    (cursor, limit) =>
      options.db
        .select({ post: posts, at: cursorText(posts.updatedAt) })
        .from(posts)
        .where(
          and(
            eq(posts.creatorId, options.viewer.id),
            sql`${tab} = ${options.filter}`,
            isNull(posts.deletedAt),
            afterCursor(posts.updatedAt, posts.id, cursor),
          ),
        )
        .orderBy(...newestFirst(posts.updatedAt, posts.id))
        .limit(limit),
    (row) => row.post,
  );

/** Counts of the three tabs in one statement. */
export async function countViewerStories(options: { db: Database; viewer: UserRow }) {
  const rows = await options.db
    .select({ tab, count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.creatorId, options.viewer.id), isNull(posts.deletedAt)))
    .groupBy(tab);
  const byTab = new Map(rows.map((row) => [row.tab, Number(row.count)]));
  return {
    drafts: byTab.get('DRAFTS') ?? 0,
    public: byTab.get('PUBLIC') ?? 0,
    unlisted: byTab.get('UNLISTED') ?? 0,
  };
}
