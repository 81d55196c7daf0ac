import { and, desc, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { claps, readingHistory } from '@server/db/schema/reading';
import type { TrendingMode } from '@shared/topics/trending-modes';
import { inTopicSql, listableStorySql } from './topic-stories';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Each mode's window (activity older than it is not counted; null: all of it)
 * and half-life (activity that old counts half).
 */
const MODE_WINDOWS: Record<TrendingMode, { window: number | null; halfLife: number }> = {
  today: { window: DAY, halfLife: 6 * HOUR },
  week: { window: 7 * DAY, halfLife: 2 * DAY },
  month: { window: 30 * DAY, halfLife: 7 * DAY },
  'all-time': { window: null, halfLife: 90 * DAY },
};

/** What one act is worth before it decays: a response says more than a read, a clap in between. */
const TRENDING_WEIGHTS = { read: 1, clap: 0.5, maxClapsCounted: 10, response: 3 } as const;

const TRENDING_SIZE = 20;

/**
 * Recent activity per story, each act decayed by its age: reads (reading_history_read_at_idx),
 * claps (claps_updated_idx, a reader's claps counted up to a cap) and published responses.
 */
function activitySql(mode: TrendingMode) {
  const { window, halfLife } = MODE_WINDOWS[mode];
  const since = (column: unknown) =>
    window === null ? sql`true` : sql`${column} > now() - make_interval(secs => ${window}::float8)`;
  const decay = (column: unknown) =>
    sql`power(0.5, extract(epoch from now() - ${column})::float8 / ${halfLife}::float8)`;
  const W = TRENDING_WEIGHTS;
  const responses = sql.raw('responses');
  return sql`
    select ${readingHistory.postId} as post_id, ${W.read}::float8 * ${decay(readingHistory.readAt)} as score
      from ${readingHistory} where ${since(readingHistory.readAt)}
    union all
    select ${claps.postId}, ${W.clap}::float8 * least(${claps.count}, ${W.maxClapsCounted}::int) * ${decay(claps.updatedAt)}
      from ${claps} where ${since(claps.updatedAt)} and ${claps.count} > 0
    union all
    select ${responses}.in_response_to_post_id, ${W.response}::float8 * ${decay(sql`${responses}.latest_published_at`)}
      from ${posts} as ${responses}
      where ${responses}.in_response_to_post_id is not null and ${responses}.status = 'PUBLISHED'
        and ${responses}.deleted_at is null and ${since(sql`${responses}.latest_published_at`)}`;
}

/**
 * The stories trending in a mode (optionally within a topic), best first, in
 * one statement: activity summed per story, then the access room's list rule.
 */
export async function trendingStories(options: {
  db: Database;
  viewerId: string | null;
  mode: TrendingMode;
  topicId?: string;
}): Promise<PostRow[]> {
  const { db, viewerId, mode, topicId } = options;
  const activity = sql`(select post_id, sum(score) as score from (${activitySql(mode)}) as acts group by post_id) as activity`;
  const score = sql`activity.score`;
  const rows = await db
    .select({ post: posts })
    .from(posts)
    .innerJoin(activity, sql`activity.post_id = ${posts.id}`)
    .where(
      and(
        listableStorySql(db, viewerId),
        topicId ? inTopicSql(topicId) : undefined,
        sql`${score} > 0`,
      ),
    )
    .orderBy(desc(score), desc(posts.latestPublishedAt), desc(posts.id))
    .limit(TRENDING_SIZE);
  return rows.map((row) => row.post);
}
