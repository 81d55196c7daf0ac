import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { notificationViews } from '@server/db/schema/notifications';
import { BadRequestError } from '@server/lib/app-errors';
import type { NotificationParent } from './notification-model';
import { rowsOf } from '@server/db/raw-rows';
import { afterCursor, decodeCursor, encodeCursor, pageSize } from '@server/lib/keyset';
import {
  MAX_ROLLUP_ITEMS,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_SOURCE,
  RESPONSES_ACTIVITY_TYPE,
} from './notifications.constants';

const pagingSchema = z
  .object({
    // Range and cursor are checked by the page-size rule and cursor codec of lib/keyset.
    limit: z.number().nullish(),
    page: z.number().int().min(1).max(100_000).nullish(),
    source: z.string().max(100).nullish(),
    to: z.string().max(200).nullish(),
  })
  .nullish();
const activityTypeSchema = z.literal(RESPONSES_ACTIVITY_TYPE).nullish();

// Rows of a type this server does not know are left out of lists and counts.
const knownType = sql`n.type in (${sql.join(
  NOTIFICATION_TYPES.map((type) => sql`${type}`),
  sql`, `,
)})`;

const lastViewed = (viewerId: string) =>
  sql`coalesce((select last_viewed_at from notification_views where user_id = ${viewerId}), '-infinity'::timestamptz)`;

interface ListedRow {
  id: string;
  recipientId: string;
  type: string;
  actorId: string | null;
  actorIds: string[];
  actorCount: number;
  postId: string | null;
  responsePostId: string | null;
  quoteId: string | null;
  noteId: string | null;
  noteReplyId: string | null;
  collectionId: string | null;
  milestone: number | null;
  occurredAt: string;
  at: string;
  isUnread: boolean;
}

const toParent = (row: ListedRow): NotificationParent => ({
  id: row.id,
  recipientId: row.recipientId,
  type: row.type,
  isRollup: Number(row.actorCount) > 1,
  actorId: row.actorId,
  actorIds: row.actorIds,
  actorCount: Number(row.actorCount),
  postId: row.postId,
  responsePostId: row.responsePostId,
  quoteId: row.quoteId,
  noteId: row.noteId,
  noteReplyId: row.noteReplyId,
  collectionId: row.collectionId,
  milestone: row.milestone,
  occurredAt: new Date(row.occurredAt),
  isUnread: row.isUnread,
});

/**
 * The viewer's notifications, newest first, one statement: keyset paging on
 * (occurred_at, id) over the recipient index, with isUnread computed against
 * the viewer's last-viewed time in the same query.
 */
export async function listNotifications(options: {
  db: Database;
  viewerId: string;
  pagingOptions?: unknown;
  activityType?: unknown;
}) {
  const paging = pagingSchema.safeParse(options.pagingOptions);
  if (!paging.success) throw new BadRequestError(NOTIFICATION_TEXTS.badPaging);
  const activity = activityTypeSchema.safeParse(options.activityType);
  if (!activity.success) throw new BadRequestError(NOTIFICATION_TEXTS.badActivityType);
  const limit = pageSize(paging.data?.limit);
  const page = paging.data?.page ?? 1;
  const source = paging.data?.source ?? NOTIFICATIONS_SOURCE;
  const conditions: SQL[] = [sql`n.recipient_id = ${options.viewerId}`, knownType];
  if (activity.data) conditions.push(sql`n.type = ${activity.data}`);
  const after = afterCursor(sql`n.occurred_at`, sql`n.id`, decodeCursor(paging.data?.to));
  if (after) conditions.push(after);
  const all = rowsOf<ListedRow>(
    await options.db.execute(sql`
    select n.id, n.recipient_id as "recipientId", n.type, n.actor_id as "actorId",
      n.actor_ids[1:${sql.raw(String(MAX_ROLLUP_ITEMS))}] as "actorIds", cardinality(n.actor_ids) as "actorCount",
      n.post_id as "postId", n.response_post_id as "responsePostId", n.quote_id as "quoteId",
      n.note_id as "noteId", n.note_reply_id as "noteReplyId", n.collection_id as "collectionId",
      n.milestone, n.occurred_at as "occurredAt", n.occurred_at::text as "at",
      n.occurred_at > ${lastViewed(options.viewerId)} as "isUnread"
    from notifications n
    where ${sql.join(conditions, sql` and `)}
    order by n.occurred_at desc nulls last, n.id desc nulls last
    limit ${limit + 1}
  `),
  );
  const rows = all.slice(0, limit);
  const last = rows.at(-1);
  const next =
    all.length > limit && last
      ? { limit, page: page + 1, source, to: encodeCursor(last.at, last.id) }
      : null;
  return { notifications: rows.map(toParent), pagingInfo: { next } };
}

/** Notifications that happened after the viewer last opened them. */
export async function unreadNotificationCount(db: Database, viewerId: string): Promise<number> {
  const rows = rowsOf<{ count: number }>(
    await db.execute(sql`
    select count(*)::int as "count" from notifications n
    where n.recipient_id = ${viewerId} and ${knownType}
      and n.occurred_at > ${lastViewed(viewerId)}
  `),
  );
  return Number(rows[0]?.count ?? 0);
}

/** The viewer opened their notifications: everything until now is read. */
export async function markActivityViewed(db: Database, viewerId: string, now = new Date()) {
  await db
    .insert(notificationViews)
    .values({ userId: viewerId, lastViewedAt: now })
    .onConflictDoUpdate({
      target: notificationViews.userId,
      // Never backwards: a slow request cannot make seen notifications unread again.
      set: {
        lastViewedAt: sql`greatest(${notificationViews.lastViewedAt}, excluded.last_viewed_at)`,
      },
    });
  return true;
}
