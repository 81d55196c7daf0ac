import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import { events } from '@server/db/schema/platform';
import { posts } from '@server/db/schema/posts';
import { memberReadingMonths } from '@server/db/schema/stats';
import type { UserRow } from '@server/db/schema/users';
import { isValidPostId } from '@server/lib/ids';
import { isMember } from '../access';
import { MAX_READ_SECONDS } from './reading-time';

const VIEW_EVENT = 'post.clientViewed';
const READ_EVENT = 'post.clientRead';
/**
 * A member's time on one story counts at most this many times its reading
 * time in a month, and never less than two capped reads: read events come from
 * the browser, so a member replaying them could otherwise pour unbounded time
 * into one story. (Whatever they send, only their own fee is split by it.)
 */
const READINGS_PER_MONTH = 3;
const MIN_MONTHLY_SECONDS = 2 * MAX_READ_SECONDS;

interface ClientEvent {
  key: string;
  eventId: string;
  timestamp: number;
  data: Record<string, unknown>;
}

interface View {
  eventId: string;
  at: number;
}

const postIdOf = (event: ClientEvent): string | null => {
  const id = event.data.postId;
  return typeof id === 'string' && isValidPostId(id) ? id.toLowerCase() : null;
};

/** The newest view of each story in the batch. */
function viewsInBatch(batch: readonly ClientEvent[]): Map<string, View> {
  const views = new Map<string, View>();
  for (const event of batch) {
    const postId = event.key === VIEW_EVENT ? postIdOf(event) : null;
    if (postId && event.timestamp >= (views.get(postId)?.at ?? -1))
      views.set(postId, { eventId: event.eventId, at: event.timestamp });
  }
  return views;
}

/** The reader's newest view of each story sent in an earlier batch, no older than a read can last. */
async function earlierViews(
  db: Database,
  readerId: string,
  postIds: string[],
  now: Date,
): Promise<Map<string, View>> {
  if (postIds.length === 0) return new Map();
  const since = new Date(now.getTime() - MAX_READ_SECONDS * 1000);
  const result = await db.execute(sql`
    select distinct on (lower(${events.data} ->> 'postId'))
      lower(${events.data} ->> 'postId') as post_id, ${events.eventId} as event_id,
      ${events.clientTimestamp} as at
    from ${events}
    where ${events.key} = ${VIEW_EVENT} and ${events.receivedAt} >= ${since}
      and ${events.userId} = ${readerId}
      and lower(${events.data} ->> 'postId') in (${sql.join(
        postIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    order by lower(${events.data} ->> 'postId'), ${events.id} desc
  `);
  const rows = rowsOf<{ post_id: string; event_id: string; at: string | Date }>(result);
  return new Map(
    rows.map((row) => [row.post_id, { eventId: row.event_id, at: new Date(row.at).getTime() }]),
  );
}

/** The most seconds a member's month may hold for a story of this reading time (minutes). */
const monthlyCap = (readingTime: number) =>
  Math.max(MIN_MONTHLY_SECONDS, Math.round(readingTime * 60 * READINGS_PER_MONTH));

/** monthlyCap again in SQL, for a row already holding time (the insert's own value is capped in JS). */
const monthlyCapSql = sql`select greatest(${MIN_MONTHLY_SECONDS}, round(${posts.readingTime} * ${60 * READINGS_PER_MONTH})::int) from ${posts} where ${posts.id} = excluded.post_id`;

/**
 * Adds a member's reading time on member-only stories to this month's record
 * as their read events arrive: a read counts the time since the member's view
 * of the story (capped, as in the stats, and by READINGS_PER_MONTH), once per
 * view, so a batch sent again adds nothing. Left out: visitors who are not
 * members, the author's own reads and stories that are not member-only (bots
 * never reach here: the batch endpoint drops them). No query when a batch has no read or its reader is no member.
 */
export async function recordMemberReading(options: {
  db: Database;
  /** The signed-in reader, as the request already loaded them. */
  reader: Pick<UserRow, 'id' | 'memberAt'> | null;
  events: readonly ClientEvent[];
  now?: Date;
}): Promise<void> {
  const { db, reader } = options;
  const reads = options.events.filter((event) => event.key === READ_EVENT && postIdOf(event));
  if (!reader || !isMember(reader) || reads.length === 0) return;
  const userId = reader.id;
  const now = options.now ?? new Date();
  const readIds = [...new Set(reads.map((event) => postIdOf(event)!))];
  const stories = await db
    .select({ id: posts.id, readingTime: posts.readingTime })
    .from(posts)
    .where(
      and(inArray(posts.id, readIds), eq(posts.visibility, 'LOCKED'), ne(posts.creatorId, userId)),
    );
  if (stories.length === 0) return;
  const views = viewsInBatch(options.events);
  const missing = stories.map((story) => story.id).filter((id) => !views.has(id));
  for (const [id, view] of await earlierViews(db, userId, missing, now)) views.set(id, view);
  const month = `${now.toISOString().slice(0, 7)}-01`;
  const rows = stories.flatMap(({ id, readingTime }) => {
    const view = views.get(id);
    const read = reads.find((event) => postIdOf(event) === id)!;
    if (!view) return [];
    const seconds = Math.round((read.timestamp - view.at) / 1000);
    const capped = Math.min(Math.max(seconds, 0), MAX_READ_SECONDS, monthlyCap(readingTime));
    return [{ memberId: userId, month, postId: id, seconds: capped, lastEventId: view.eventId }];
  });
  if (rows.length === 0) return;
  await db
    .insert(memberReadingMonths)
    .values(rows)
    .onConflictDoUpdate({
      target: [memberReadingMonths.memberId, memberReadingMonths.month, memberReadingMonths.postId],
      set: {
        seconds: sql`least(${memberReadingMonths.seconds} + excluded.seconds, (${monthlyCapSql}))`,
        lastEventId: sql`excluded.last_event_id`,
      },
      setWhere: sql`${memberReadingMonths.lastEventId} <> excluded.last_event_id`,
    });
}
