import type { Database } from '@server/db/client';
import { notificationEmailOutbox } from '@server/db/schema/notification-emails';
import { newId } from '@server/lib/ids';
import { emailGroupOf } from './email-groups';
import { emailGroupsFor } from './email-settings.service';

/** A notification just stored, as the e-mail layer needs it. */
export interface StoredNotification {
  id: string;
  recipientId: string;
  /** The notification type of the spec (§9), without the `_rollup` suffix. */
  type: string;
  /** Who acted (named in the subject); absent for system notices such as milestones. */
  actorId?: string | null;
  /** The story concerned, when there is one (its title and link go in the mail). */
  postId?: string | null;
  /** The highlighted passage of a quote. */
  quote?: string | null;
  /** The milestone reached (claps, followers). */
  count?: number | null;
  /** The publication concerned, when the notification is not stored (a newsletter mail). */
  collectionId?: string | null;
}

/** One outbox row per notification and type: the same notification enqueued twice keeps one. */
const idempotencyKeyOf = (notification: StoredNotification): string =>
  `${notification.id}:${notification.type.replace(/_rollup$/, '')}`;

/**
 * Called inside the transaction that stored the notifications: queues an e-mail
 * for each one whose recipient asked for that type by e-mail, so a mail exists
 * exactly when its notification does (a rolled-back action leaves no mail).
 */
export async function enqueueNotificationEmails(
  tx: Database,
  notifications: readonly StoredNotification[],
): Promise<void> {
  const candidates = notifications.flatMap((notification) => {
    const group = emailGroupOf(notification.type);
    return group ? [{ notification, group }] : [];
  });
  if (candidates.length === 0) return;
  const groupsByUser = await emailGroupsFor(
    tx,
    candidates.map(({ notification }) => notification.recipientId),
  );
  // Due by the app's clock, the one the worker compares with: the database's
  // now() carries microseconds and can sit just after a Date taken in the same
  // millisecond, which would leave a fresh mail for the next pass.
  const dueAt = new Date();
  const rows = candidates
    .filter(({ notification, group }) => groupsByUser.get(notification.recipientId)?.has(group))
    .map(({ notification, group }) => ({
      id: newId(),
      idempotencyKey: idempotencyKeyOf(notification),
      recipientId: notification.recipientId,
      notificationId: notification.id,
      notificationType: notification.type.replace(/_rollup$/, ''),
      emailGroup: group,
      nextAttemptAt: dueAt,
      payload: {
        actorId: notification.actorId ?? null,
        postId: notification.postId ?? null,
        quote: notification.quote ?? null,
        count: notification.count ?? null,
        collectionId: notification.collectionId ?? null,
      },
    }));
  if (rows.length === 0) return;
  await tx
    .insert(notificationEmailOutbox)
    .values(rows)
    .onConflictDoNothing({ target: notificationEmailOutbox.idempotencyKey });
}
