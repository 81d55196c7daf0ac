import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { enqueueNotificationEmails } from '../notification-emails';
import type { StoredNotification } from '../notification-emails';
import { ROLLUP_TYPES, ROLLUP_WINDOW_MS } from './notifications.constants';
import type { NotificationType } from './notifications.constants';
import { rowsOf } from '@server/db/raw-rows';

/** What a notification points at; every field is optional. */
interface NotificationSubject {
  postId?: string | null;
  responsePostId?: string | null;
  quoteId?: string | null;
  noteId?: string | null;
  noteReplyId?: string | null;
  collectionId?: string | null;
  milestone?: number | null;
}

/** Who receives it: given people, or every follower of someone (the publish fan-out). */
type Recipients = readonly string[] | { followersOf: string };

export interface NotifyInput {
  type: NotificationType;
  /** Who did it; null when nobody in particular did (milestones). */
  actorId: string | null;
  recipients: Recipients;
  subject?: NotificationSubject;
  /**
   * What makes two actions the same notification for one recipient, e.g. the
   * story's id. A second action with the same key joins the row (rollup types,
   * within the window) or is dropped (every other type: notified once).
   */
  subjectKey: string;
  /** Types that share their "notified once" key (mention_in_note and its _update). */
  keyType?: NotificationType;
  occurredAt?: Date;
}

/** The rollup window an instant falls in (UTC days). */
const rollupWindowOf = (at: Date) => Math.floor(at.getTime() / ROLLUP_WINDOW_MS);

function groupKeyOf(input: Pick<NotifyInput, 'type' | 'subjectKey' | 'keyType'>, at: Date) {
  if (ROLLUP_TYPES.has(input.type))
    return `${input.type}:${input.subjectKey}:${rollupWindowOf(at)}`;
  return `${input.keyType ?? input.type}:${input.subjectKey}`;
}

function recipientSource(recipients: Recipients): SQL | null {
  if ('followersOf' in recipients)
    return sql`select follower_id as rid from user_follows where followee_id = ${recipients.followersOf}`;
  const ids = [...new Set(recipients)];
  if (ids.length === 0) return null;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`select unnest(array[${list}]::text[]) as rid`;
}

/**
 * Nobody hears of their own action, nor of anything done by someone they
 * blocked or muted, or who blocked them (the social graph's tables, checked
 * inside the one INSERT so a fan-out stays one statement).
 */
function recipientFilter(actorId: string | null): SQL {
  if (!actorId) return sql`true`;
  return sql`r.rid <> ${actorId}
    and not exists (
      select 1 from user_blocks b
      where (b.blocker_id = r.rid and b.blocked_id = ${actorId})
         or (b.blocker_id = ${actorId} and b.blocked_id = r.rid))
    and not exists (
      select 1 from user_mutes m where m.user_id = r.rid and m.muted_user_id = ${actorId})`;
}

/**
 * Stores a notification for each recipient, inside the caller's transaction,
 * and queues the e-mails of the new rows in that same transaction. A rollup
 * type joins the recipient's row for the same subject and window with one
 * INSERT … ON CONFLICT (recipient_id, group_key) DO UPDATE, which is safe under
 * concurrency: a second writer waits on the row and then adds itself (or,
 * already named there, changes nothing).
 */
export async function notify(tx: Database, input: NotifyInput): Promise<StoredNotification[]> {
  const source = recipientSource(input.recipients);
  if (!source) return [];
  const at = input.occurredAt ?? new Date();
  const subject = input.subject ?? {};
  const actor = input.actorId;
  const actorIds = actor ? sql`array[${actor}]::text[]` : sql`'{}'::text[]`;
  // A person already named in the row is not news: their further action (a
  // second burst of claps, a re-follow) leaves it as it was, so it neither
  // turns unread again nor moves up. Only a new person joins and bumps it.
  const onConflict = ROLLUP_TYPES.has(input.type)
    ? sql`do update set
        actor_id = excluded.actor_id,
        actor_ids = array_prepend(excluded.actor_id, notifications.actor_ids),
        occurred_at = greatest(notifications.occurred_at, excluded.occurred_at),
        quote_id = coalesce(excluded.quote_id, notifications.quote_id)
      where excluded.actor_id is not null
        and not (excluded.actor_id = any(notifications.actor_ids))`
    : sql`do nothing`;
  const rows = rowsOf<StoredNotification & { inserted: boolean }>(
    await tx.execute(sql`
    insert into notifications (id, recipient_id, type, group_key, actor_id, actor_ids,
      post_id, response_post_id, quote_id, note_id, note_reply_id, collection_id, milestone,
      occurred_at, created_at)
    select substr(md5(random()::text || r.rid), 1, 12), r.rid, ${input.type},
      ${groupKeyOf(input, at)}, ${actor}::text, ${actorIds},
      ${subject.postId ?? null}::text, ${subject.responsePostId ?? null}::text,
      ${subject.quoteId ?? null}::text, ${subject.noteId ?? null}::text,
      ${subject.noteReplyId ?? null}::text, ${subject.collectionId ?? null}::text,
      ${subject.milestone ?? null}::integer, ${at.toISOString()}::timestamptz,
      ${at.toISOString()}::timestamptz
    from (${source}) r
    where ${recipientFilter(actor)}
    on conflict (recipient_id, group_key) ${onConflict}
    returning id, recipient_id as "recipientId", type, (xmax = 0) as "inserted"
  `),
  );
  // Only a new row is news worth an e-mail; a rollup gaining a person is not.
  const created = rows
    .filter((row) => row.inserted)
    .map(({ id, recipientId, type }) => ({ id, recipientId, type }));
  if (created.length > 0) await enqueueNotificationEmails(tx, created);
  return created;
}
