import { eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { collections } from '@server/db/schema/posts';
import { postStatHours, statRollupState } from '@server/db/schema/stats';
import { inTransaction } from '@server/db/transaction';
import { MAX_READ_SECONDS } from './reading-time';
import { classifyReferrer } from './referrer-type';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Events arrive up to a few minutes after they happen (the browser sends them
 * in batches) and a row's id does not say when its transaction committed, so
 * each run recounts the hours from one before the last run on: an hour is
 * final once the run after its end has recounted it.
 */
const RECOUNT_HOURS = 1;
const ROLLUP_LOCK = 7_204_036;

interface EventGroup {
  post_id: string;
  hour: string;
  referrer: string | null;
  location: string | null;
  views: number;
  reads: number;
  member_seconds: number;
}

/**
 * Views and reads of each story per hour, referrer and page address, from the
 * client events received from `from` on. Left out: events of stories that do
 * not exist, the author's own, and any sent again under the same event id.
 * A read's time is the time since the same reader's view of the story (capped);
 * it counts as a member's when their membership was active as they read.
 */
async function countEvents(db: Database, from: Date): Promise<EventGroup[]> {
  const lookBack = new Date(from.getTime() - MAX_READ_SECONDS * 1000);
  const result = await db.execute(sql`
    with story_events as (
      select distinct on (e.user_id, e.event_id)
        e.user_id, e.key, e.received_at, e.client_timestamp,
        lower(e.data ->> 'postId') as post_id,
        e.data ->> 'referrer' as referrer,
        e.data ->> 'location' as location
      from events e
      where e.key in ('post.clientViewed', 'post.clientRead') and e.received_at >= ${lookBack}
      order by e.user_id, e.event_id, e.id
    ),
    timed as (
      select s.*,
        lag(s.client_timestamp) over (
          partition by s.user_id, s.post_id order by s.client_timestamp, s.key desc
        ) as previous_at
      from story_events s
    )
    select t.post_id,
      date_trunc('hour', t.received_at) as hour,
      coalesce(t.referrer, '') as referrer,
      coalesce(t.location, '') as location,
      count(*) filter (where t.key = 'post.clientViewed')::int as views,
      count(*) filter (where t.key = 'post.clientRead')::int as reads,
      coalesce(sum(
        least(greatest(extract(epoch from t.client_timestamp - t.previous_at), 0), ${MAX_READ_SECONDS})
      ) filter (
        where t.key = 'post.clientRead' and u.member_at is not null and u.member_at <= t.received_at
      ), 0)::int as member_seconds
    from timed t
    join posts p on p.id = t.post_id
    left join users u on u.id = t.user_id
    where t.received_at >= ${from} and t.user_id <> p.creator_id
    group by 1, 2, 3, 4
  `);
  return rowsOf<EventGroup>(result);
}

/** The site's own hosts and every publication's custom domain: views from them are internal. */
async function ownHostsOf(db: Database, siteHosts: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ domain: collections.domain })
    .from(collections)
    .where(isNotNull(collections.domain));
  return new Set([
    ...siteHosts.map((host) => host.toLowerCase()),
    ...rows.map((row) => (row.domain ?? '').toLowerCase()),
  ]);
}

type HourRow = typeof postStatHours.$inferInsert;

/** Folds the groups into one row per story, hour and referrer (type and host). */
function hourRowsOf(groups: EventGroup[], ownHosts: ReadonlySet<string>): HourRow[] {
  const rows = new Map<string, HourRow>();
  for (const group of groups) {
    const { type, host } = classifyReferrer({
      referrer: group.referrer,
      location: group.location,
      ownHosts,
    });
    const hour = new Date(group.hour);
    const key = `${group.post_id} ${hour.toISOString()} ${type} ${host}`;
    const row = rows.get(key) ?? {
      postId: group.post_id,
      hour,
      referrerType: type,
      referrerHost: host,
      views: 0,
      reads: 0,
      memberReadingSeconds: 0,
    };
    row.views = (row.views ?? 0) + Number(group.views);
    row.reads = (row.reads ?? 0) + Number(group.reads);
    row.memberReadingSeconds = (row.memberReadingSeconds ?? 0) + Number(group.member_seconds);
    rows.set(key, row);
  }
  return [...rows.values()];
}

const INSERT_BATCH = 1000;

/**
 * Rolls the client events up into `post_stat_hours`: recounts every hour from
 * one before the last run (or from the oldest event kept) up to now, in one
 * transaction under an advisory lock, so two processes never count twice.
 * Returns how many hour rows were written.
 */
export async function rollUpStoryStats(options: {
  db: Database;
  siteHosts: readonly string[];
  now?: Date;
}): Promise<number> {
  const now = options.now ?? new Date();
  const ownHosts = await ownHostsOf(options.db, options.siteHosts);
  return inTransaction(options.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const [state] = await tx.select().from(statRollupState).where(eq(statRollupState.id, 1));
    const from = state
      ? new Date(state.rolledUntil.getTime() - RECOUNT_HOURS * HOUR_MS)
      : new Date(0);
    const hourStart = new Date(Math.floor(from.getTime() / HOUR_MS) * HOUR_MS);
    const rows = hourRowsOf(await countEvents(tx, hourStart), ownHosts);
    await tx.delete(postStatHours).where(gte(postStatHours.hour, hourStart));
    for (let at = 0; at < rows.length; at += INSERT_BATCH)
      await tx.insert(postStatHours).values(rows.slice(at, at + INSERT_BATCH));
    const rolledUntil = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    await tx
      .insert(statRollupState)
      .values({ id: 1, rolledUntil })
      .onConflictDoUpdate({ target: statRollupState.id, set: { rolledUntil } });
    return rows.length;
  });
}
