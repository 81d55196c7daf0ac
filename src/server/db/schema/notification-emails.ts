import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's explicit choice for one group of notification e-mails. Only
 * choices are stored: a group without a row follows its default, so a new
 * person (or a new group) needs no back-fill.
 */
export const notificationEmailSettings = pgTable(
  'notification_email_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of EMAIL_GROUPS (domains/notification-emails/email-groups.ts). */
    emailGroup: text('email_group').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.emailGroup] })],
);

export type NotificationEmailStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'SKIPPED';

/** What the mail says, captured when the notification is stored. */
export interface NotificationEmailPayload {
  actorId?: string | null;
  postId?: string | null;
  /** The publication a publication notification is about. */
  collectionId?: string | null;
  /** The highlighted passage of a quote notification. */
  quote?: string | null;
  /** The milestone reached (claps, followers). */
  count?: number | null;
}

/**
 * The outbox: one row per e-mail to send, inserted in the transaction that
 * stores its notification and drained by the worker (jobs/notification-email-worker.ts).
 * See docs/decisions for the delivery guarantee.
 */
export const notificationEmailOutbox = pgTable(
  'notification_email_outbox',
  {
    id: text('id').primaryKey(),
    /** The notification id and type: enqueuing the same notification twice keeps one row. */
    idempotencyKey: text('idempotency_key').notNull(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').notNull(),
    notificationType: text('notification_type').notNull(),
    emailGroup: text('email_group').notNull(),
    payload: jsonb('payload').$type<NotificationEmailPayload>().notNull(),
    status: text('status').$type<NotificationEmailStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a worker may take the row: for PENDING the retry time, for SENDING
     * the end of the claim (a worker that died mid-send is taken over then).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Fixed at the first claim and reused by every retry, so receivers can drop a duplicate. */
    messageId: text('message_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notification_email_outbox_key_idx').on(table.idempotencyKey),
    // The worker's scan: only rows still to do, oldest due first.
    index('notification_email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('PENDING', 'SENDING')`),
  ],
);

export type NotificationEmailOutboxRow = typeof notificationEmailOutbox.$inferSelect;
