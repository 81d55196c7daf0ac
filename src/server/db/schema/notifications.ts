import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { noteReplies, notes, quotes } from './conversation';
import { collections, posts } from './posts';
import { users } from './users';

/**
 * Notifications, one row per recipient. A row that groups several people (a
 * rollup) keeps them newest first in actor_ids; actor_id is the newest one.
 * group_key names what the row is about (for rollups, also the 24-hour window),
 * and is unique per recipient, so concurrent writers meet in one
 * INSERT … ON CONFLICT instead of reading then writing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The base type of spec §9; the `_rollup` suffix is derived (more than one actor). */
    type: text('type').notNull(),
    groupKey: text('group_key').notNull(),
    /** The newest person; null for milestones (nobody in particular) or a removed account. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Everyone grouped in this row, newest first, each once. */
    actorIds: text('actor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    postId: text('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    responsePostId: text('response_post_id').references(() => posts.id, { onDelete: 'cascade' }),
    quoteId: text('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    noteId: text('note_id').references(() => notes.id, { onDelete: 'set null' }),
    noteReplyId: text('note_reply_id').references(() => noteReplies.id, { onDelete: 'set null' }),
    collectionId: text('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    /** The number reached, for *_milestone types. */
    milestone: integer('milestone'),
    /** When it last happened: a rollup moves forward as people join it. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_group_idx').on(table.recipientId, table.groupKey),
    // The recipient's list, newest first (keyset paging), and the unread count.
    index('notifications_recipient_idx').on(
      table.recipientId,
      table.occurredAt.desc(),
      table.id.desc(),
    ),
    // The Responses tab: one type, newest first.
    index('notifications_recipient_type_idx').on(
      table.recipientId,
      table.type,
      table.occurredAt.desc(),
      table.id.desc(),
    ),
  ],
);

/** When each person last opened their notifications: later ones are unread. */
export const notificationViews = pgTable('notification_views', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
});

export type NotificationRow = typeof notifications.$inferSelect;
