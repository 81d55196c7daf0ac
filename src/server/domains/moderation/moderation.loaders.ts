import DataLoader from 'dataloader';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import type { ServiceContext } from '@server/service-context';

/**
 * The latest published stories (and responses) of many users in one
 * statement: a page of reports asks once however many rows it shows.
 */
function recentStoriesLoader(db: Database, first: number) {
  return new DataLoader<string, PostRow[]>(async (userIds) => {
    const ranked = db
      .select({
        id: posts.id,
        rank: sql<number>`row_number() over (partition by ${posts.creatorId} order by ${posts.latestPublishedAt} desc, ${posts.id} desc)`.as(
          'rank',
        ),
      })
      .from(posts)
      .where(
        and(
          inArray(posts.creatorId, [...userIds]),
          eq(posts.status, 'PUBLISHED'),
          isNull(posts.deletedAt),
        ),
      )
      .as('ranked');
    const rows = await db
      .select({ post: posts })
      .from(posts)
      .innerJoin(ranked, eq(ranked.id, posts.id))
      .where(sql`${ranked.rank} <= ${first}`)
      .orderBy(sql`${posts.latestPublishedAt} desc`, sql`${posts.id} desc`);
    const byUser = new Map<string, PostRow[]>();
    for (const { post } of rows)
      byUser.set(post.creatorId, [...(byUser.get(post.creatorId) ?? []), post]);
    return userIds.map((id) => byUser.get(id) ?? []);
  });
}

// Per request (the context lives for one request), without widening the shared loader set.
const loadersByContext = new WeakMap<ServiceContext, Map<number, DataLoader<string, PostRow[]>>>();

export function recentStoriesOf(ctx: ServiceContext, first: number): DataLoader<string, PostRow[]> {
  const byFirst = loadersByContext.get(ctx) ?? new Map<number, DataLoader<string, PostRow[]>>();
  loadersByContext.set(ctx, byFirst);
  const loader = byFirst.get(first) ?? recentStoriesLoader(ctx.db, first);
  byFirst.set(first, loader);
  return loader;
}
