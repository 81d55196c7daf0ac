import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    unverifiedEmail: text('unverified_email'),
    bio: text('bio').notNull().default(''),
    imageId: text('image_id'),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuspended: boolean('is_suspended').notNull().default(false),
    /** False while a new account still carries the provisional username it was given. */
    hasChosenUsername: boolean('has_chosen_username').notNull().default(true),
    memberAt: timestamp('member_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Handles and addresses are unique regardless of case.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
    // Public lists leave out suspended writers' stories with a NOT EXISTS on this
    // flag: the few suspended accounts, indexed, instead of a scan of every user.
    index('users_suspended_idx')
      .on(table.id)
      .where(sql`${table.isSuspended}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a database leak does not leak live sessions. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * The one origin a session handed to a publication's own domain is valid on;
     * null for a session of the site itself (its cookie never leaves the site's host).
     */
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
