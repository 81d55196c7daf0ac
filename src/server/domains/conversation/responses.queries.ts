import { and, asc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { hiddenResponses } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { notSuspendedSql } from '../access';
import { afterCursor, cursorText, decodeCursor, encodeCursor } from '@server/lib/keyset';
import { groupBy } from '@server/lib/loaders';

/**
 * Batched reads of a story's responses. Responses are listed oldest first, the
 * order a conversation is read in. A hidden response is left out for readers;
 * the parent story's author and the response's own author still get it,
 * marked hidden, so the author can unhide it and a writer is not told.
 */

export interface ResponsePageKey {
  parentId: string;
  limit: number;
  to: string | null;
  /** '' when logged out. */
  viewerId: string;
}

export interface ResponsePageRows {
  items: Array<{ post: PostRow; isHidden: boolean }>;
  /** Cursor of the next page, or null on the last one. */
  next: string | null;
}

// Suspended responses and every response of a suspended account leave the
// thread for everyone; response-stats.ts takes the same ones out of the count.
const isLiveResponse = and(
  eq(posts.status, 'PUBLISHED'),
  isNull(posts.deletedAt),
  notSuspendedSql(),
);

const isHiddenSql = sql<boolean>`exists (select 1 from ${hiddenResponses} where ${hiddenResponses.parentPostId} = ${posts.inResponseToPostId} and ${hiddenResponses.responsePostId} = ${posts.id})`;

/** One statement for all stories that share a page size, cursor and viewer. */
async function loadPageGroup(db: Database, keys: ResponsePageKey[]) {
  const [{ limit, to, viewerId }] = keys as [ResponsePageKey];
  const cursor = decodeCursor(to);
  const parent = alias(posts, 'parent');
  const ranked = db
    .select({
      id: posts.id,
      isHidden: isHiddenSql.as('is_hidden'),
      rank: sql<number>`row_number() over (partition by ${posts.inResponseToPostId} order by ${posts.firstPublishedAt}, ${posts.id})`
        .mapWith(Number)
        .as('rank'),
    })
    .from(posts)
    .innerJoin(parent, eq(parent.id, posts.inResponseToPostId))
    .where(
      and(
        inArray(
          posts.inResponseToPostId,
          keys.map((key) => key.parentId),
        ),
        isLiveResponse,
        afterCursor(posts.firstPublishedAt, posts.id, cursor, 'asc'),
        or(not(isHiddenSql), eq(posts.creatorId, viewerId), eq(parent.creatorId, viewerId)),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({
      post: posts,
      isHidden: ranked.isHidden,
      rank: ranked.rank,
      at: cursorText(posts.firstPublishedAt),
    })
    .from(posts)
    .innerJoin(ranked, eq(ranked.id, posts.id))
    .where(sql`${ranked.rank} <= ${limit + 1}`)
    .orderBy(asc(ranked.rank));
  return groupBy(rows, (row) => row.post.inResponseToPostId);
}

type PageRow = { post: PostRow; isHidden: boolean; at: string | null };

function toPage(rows: PageRow[], limit: number) {
  const page = rows.slice(0, limit);
  const items = page.map(({ post, isHidden }) => ({ post, isHidden }));
  const last = page.at(-1);
  const next = rows.length > limit && last?.at ? encodeCursor(last.at, last.post.id) : null;
  return { items, next };
}

export async function loadResponsePages(
  db: Database,
  keys: readonly ResponsePageKey[],
): Promise<ResponsePageRows[]> {
  const groupKey = (key: ResponsePageKey) => JSON.stringify([key.limit, key.to, key.viewerId]);
  const pages = new Map<string, ResponsePageRows>();
  for (const group of groupBy(keys, groupKey).values()) {
    const byParent = await loadPageGroup(db, group);
    for (const key of group)
      pages.set(JSON.stringify(key), toPage(byParent.get(key.parentId) ?? [], key.limit));
  }
  return keys.map((key) => pages.get(JSON.stringify(key)) ?? { items: [], next: null });
}
