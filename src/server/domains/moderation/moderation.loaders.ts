import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { batched, groupBy } from '@server/lib/loaders';

/** Whose latest stories, and how many of them. */
export interface RecentStoriesKey {
  userId: string;
  first: number;
}

/**
 * The latest published stories (and responses) of many users in one
 * statement: a page of reports asks once however many rows it shows.
 */
async function loadRecentStories(db: Database, userIds: string[], first: number) {
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
        inArray(posts.creatorId, userIds),
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
  return groupBy(
    rows.map((row) => row.post),
    (post) => post.creatorId,
  );
}

export function createModerationLoaders(db: Database) {
  return {
    /** One statement per page size asked (in practice one per request). */
    recentStoriesOf: batched<RecentStoriesKey, PostRow[]>(
      async (keys) => {
        const found = new Map<string, PostRow[]>();
        for (const [first, group] of groupBy(keys, (key) => key.first)) {
          const byUser = await loadRecentStories(
            db,
            group.map((key) => key.userId),
            first,
          );
          for (const key of group)
            found.set(`${first}|${key.userId}`, byUser.get(key.userId) ?? []);
        }
        return keys.map((key) => found.get(`${key.first}|${key.userId}`) ?? []);
      },
      (key) => `${key.first}|${key.userId}`,
    ),
  };
}
