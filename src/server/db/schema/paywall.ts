import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/**
 * The metered paywall's count: one row per reader, calendar month (UTC, its
 * first day) and member-only story read on the monthly allowance. Re-reading a
 * story already counted that month finds its row and uses nothing more.
 */
export const meteredReads = pgTable(
  'metered_reads',
  {
    readerId: text('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (reader, month) leads: counting a month and finding one story in it read the same range.
  (table) => [primaryKey({ columns: [table.readerId, table.month, table.postId] })],
);
