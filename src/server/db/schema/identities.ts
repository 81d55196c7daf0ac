import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An account at a social provider (Google, Facebook, Apple, Twitter/X) that signs a user in. */
export const identities = pgTable(
  'identities',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's stable id for the person (`sub`, or the Graph/X user id). */
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Address the provider reported when the identity was linked; null when it gave none. */
    email: text('email'),
    /** Set when this identity created its account: counts toward the per-network sign-up limit. */
    signupIp: text('signup_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('identities_provider_subject_idx').on(table.provider, table.subject),
    index('identities_user_id_idx').on(table.userId),
    index('identities_signup_ip_idx').on(table.signupIp, table.createdAt),
  ],
);

/**
 * Single-use tickets that turn a verified one-tap credential into a browser
 * session: the GraphQL answer carries the ticket, the browser then visits the
 * auth URL. Only a SHA-256 of the ticket is stored.
 */
export const socialSignInTickets = pgTable(
  'social_sign_in_tickets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isNewAccount: boolean('is_new_account').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_sign_in_tickets_expires_at_idx').on(table.expiresAt)],
);

export type IdentityRow = typeof identities.$inferSelect;
