import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { REFERRER_TYPES } from './referrer-type';
import type { ReferrerType } from './referrer-type';
import { scopeSql } from './stats-scope';
import type { StatsScope } from './stats-scope';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const HOURLY_WINDOW_HOURS = 48;
const DAILY_WINDOW_DAYS = 90;
/** View counts a story celebrates reaching. */
const VIEW_MILESTONES = [100, 1_000, 10_000, 100_000, 1_000_000];

export interface StatsPeriod {
  startsAt: Date;
  views: number;
  reads: number;
  memberReadingSeconds: number;
}

export interface TotalStats {
  views: number;
  reads: number;
  readRatio: number;
  memberReadingSeconds: number;
  claps: number;
  responses: number;
  followersGained: number;
}

export interface ReferrerGroup {
  type: ReferrerType;
  views: number;
  sources: Array<{ host: string; views: number }>;
}

interface CountRow {
  views: number;
  reads: number;
  member_seconds: number;
}

const countColumns = sql`coalesce(sum(h.views), 0)::int as views,
  coalesce(sum(h.reads), 0)::int as reads,
  coalesce(sum(h.member_reading_seconds), 0)::int as member_seconds`;

/** Reads as a share of views, 0 to 1 (0 without views). */
const readRatioOf = (views: number, reads: number) =>
  views === 0 ? 0 : Math.min(1, Math.round((reads / views) * 1000) / 1000);

/**
 * New followers: of a writer or a publication in the daily window; for a
 * story, readers of it who followed its author after reading it.
 */
async function followersGained(db: Database, scope: StatsScope, now: Date): Promise<number> {
  const since = new Date(now.getTime() - DAILY_WINDOW_DAYS * DAY_MS);
  const query =
    scope.kind === 'writer'
      ? sql`select count(*)::int as n from user_follows
          where followee_id = ${scope.userId} and created_at >= ${since}`
      : scope.kind === 'publication'
        ? sql`select count(*)::int as n from collection_follows
            where collection_id = ${scope.collectionId} and created_at >= ${since}`
        : sql`select count(*)::int as n from user_follows f
            join reading_history r on r.user_id = f.follower_id and r.post_id = ${scope.postId}
            where f.followee_id = ${scope.authorId} and f.created_at >= r.read_at`;
  const [row] = rowsOf<{ n: number }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

/** Lifetime views, reads and member reading time, with claps, responses and followers gained. */
export async function totalStatsOf(
  db: Database,
  scope: StatsScope,
  now: Date = new Date(),
): Promise<TotalStats> {
  const [counts] = rowsOf<CountRow>(
    await db.execute(sql`select ${countColumns}
      from post_stat_hours h join posts p on p.id = h.post_id where ${scopeSql(scope)}`),
  );
  const [reactions] = rowsOf<{ claps: number; responses: number }>(
    await db.execute(sql`select coalesce(sum(s.clap_count), 0)::int as claps,
        coalesce(sum(s.response_count), 0)::int as responses
      from post_stats s join posts p on p.id = s.post_id where ${scopeSql(scope)}`),
  );
  const views = Number(counts?.views ?? 0);
  const reads = Number(counts?.reads ?? 0);
  return {
    views,
    reads,
    readRatio: readRatioOf(views, reads),
    memberReadingSeconds: Number(counts?.member_seconds ?? 0),
    claps: Number(reactions?.claps ?? 0),
    responses: Number(reactions?.responses ?? 0),
    followersGained: await followersGained(db, scope, now),
  };
}

/** Every period of the window, oldest first, empty ones as zeros. */
function fillPeriods(
  rows: Array<CountRow & { period: Date | string }>,
  first: number,
  count: number,
  stepMs: number,
): StatsPeriod[] {
  const byStart = new Map(rows.map((row) => [new Date(row.period).getTime(), row]));
  return Array.from({ length: count }, (_, index) => {
    const startsAt = first + index * stepMs;
    const row = byStart.get(startsAt);
    return {
      startsAt: new Date(startsAt),
      views: Number(row?.views ?? 0),
      reads: Number(row?.reads ?? 0),
      memberReadingSeconds: Number(row?.member_seconds ?? 0),
    };
  });
}

async function periodsOf(
  db: Database,
  scope: StatsScope,
  options: { unit: 'hour' | 'day'; count: number; now: Date },
): Promise<StatsPeriod[]> {
  const stepMs = options.unit === 'hour' ? HOUR_MS : DAY_MS;
  const current = Math.floor(options.now.getTime() / stepMs) * stepMs;
  const first = current - (options.count - 1) * stepMs;
  // Days are UTC days, the same on every database whatever its time zone.
  const period =
    options.unit === 'hour'
      ? sql`h.hour`
      : sql`(date_trunc('day', h.hour at time zone 'UTC') at time zone 'UTC')`;
  const rows = rowsOf<CountRow & { period: Date | string }>(
    await db.execute(sql`select ${period} as period, ${countColumns}
      from post_stat_hours h join posts p on p.id = h.post_id
      where ${scopeSql(scope)} and h.hour >= ${new Date(first)}
      group by 1`),
  );
  return fillPeriods(rows, first, options.count, stepMs);
}

/** The last 48 hours, hour by hour (UTC), the current hour last. */
export const hourlyStatsOf = (db: Database, scope: StatsScope, now: Date = new Date()) =>
  periodsOf(db, scope, { unit: 'hour', count: HOURLY_WINDOW_HOURS, now });

/** The last 90 days, day by day (UTC), today last. */
export const dailyStatsOf = (db: Database, scope: StatsScope, now: Date = new Date()) =>
  periodsOf(db, scope, { unit: 'day', count: DAILY_WINDOW_DAYS, now });

const SOURCES_PER_TYPE = 10;

/** Lifetime views by referrer type (every type, most views first), each with its top hosts. */
export async function referrersOf(db: Database, scope: StatsScope): Promise<ReferrerGroup[]> {
  const rows = rowsOf<{ type: ReferrerType; host: string; views: number }>(
    await db.execute(sql`select h.referrer_type as type, h.referrer_host as host,
        sum(h.views)::int as views
      from post_stat_hours h join posts p on p.id = h.post_id
      where ${scopeSql(scope)}
      group by 1, 2`),
  );
  const groups = REFERRER_TYPES.map((type) => {
    const ofType = rows.filter((row) => row.type === type && Number(row.views) > 0);
    return {
      type,
      views: ofType.reduce((sum, row) => sum + Number(row.views), 0),
      sources: ofType
        .filter((row) => row.host !== '')
        .map((row) => ({ host: row.host, views: Number(row.views) }))
        .sort((a, b) => b.views - a.views || a.host.localeCompare(b.host))
        .slice(0, SOURCES_PER_TYPE),
    };
  });
  // Stable order for equal counts: the list's own order.
  return groups.sort((a, b) => b.views - a.views);
}

/** The view counts a story has reached, smallest first. */
export const milestonesOf = (views: number): number[] =>
  VIEW_MILESTONES.filter((milestone) => views >= milestone);

const STORY_LIST_LIMIT = 50;

/** The scope's most recently published stories (up to 50) with each one's lifetime counts. */
export async function storyRowsOf(
  db: Database,
  scope: StatsScope,
): Promise<Array<{ postId: string; views: number; reads: number; memberReadingSeconds: number }>> {
  const rows = rowsOf<CountRow & { id: string }>(
    await db.execute(sql`select p.id, ${countColumns}
      from posts p left join post_stat_hours h on h.post_id = p.id
      where ${scopeSql(scope)} and p.deleted_at is null
      group by p.id, p.first_published_at
      order by p.first_published_at desc nulls last, p.id desc
      limit ${STORY_LIST_LIMIT}`),
  );
  return rows.map((row) => ({
    postId: row.id,
    views: Number(row.views),
    reads: Number(row.reads),
    memberReadingSeconds: Number(row.member_seconds),
  }));
}
