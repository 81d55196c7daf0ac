import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { StoriesFilter } from '@shared/content/post-enums';
import type { Database } from '@server/db/client';
import { posts, storiesTabSql } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError } from '@server/lib/app-errors';
import { decodeKeysetCursor, encodeKeysetCursor } from '@server/lib/keyset-cursor';

const tab = storiesTabSql(posts);

/** One tab of /me/stories, most recently updated first; keyset paging on the tab's index. */
export async function listViewerStories(options: {
  db: Database;
  viewer: UserRow;
  filter: StoriesFilter;
  first: number;
  after?: string | null;
}) {
  if (options.first < 1 || options.first > 50)
    throw new BadRequestError('first must be between 1 and 50.');
  const cursor = options.after ? decodeKeysetCursor(options.after) : null;
  const inTab = and(
    eq(posts.creatorId, options.viewer.id),
    sql`${tab} = ${options.filter}`,
    isNull(posts.deletedAt),
  );
  const rows = await options.db
    .select({ post: posts, cursorAt: sql<string>`${posts.updatedAt}::text` })
    .from(posts)
    .where(
      cursor
        ? and(
            inTab,
            or(
              lt(posts.updatedAt, sql`${cursor.at}::timestamptz`),
              and(eq(posts.updatedAt, sql`${cursor.at}::timestamptz`), lt(posts.id, cursor.id)),
            ),
          )
        : inTab,
    )
    .orderBy(sql`${posts.updatedAt} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(options.first + 1);
  const page = rows.slice(0, options.first);
  const last = page.at(-1);
  return {
    edges: page.map((row) => ({
      node: row.post,
      cursor: encodeKeysetCursor(row.cursorAt, row.post.id),
    })),
    pageInfo: {
      hasNextPage: rows.length > options.first,
      endCursor: last ? encodeKeysetCursor(last.cursorAt, last.post.id) : null,
    },
  };
}

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
