import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Money moves only through a payment provider (the built-in local one or
 * Stripe); these tables are what Quire learned from the provider's verified
 * events. `users.member_at` stays the one "is a member now" fact the rest of
 * the product reads: the billing domain sets it while a membership is active
 * and clears it when the membership ends.
 */

/** A row of one person's: its id and whose it is (gone with their account). */
const ownedRow = () => ({
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** What was bought: a membership or a gift, its plan, and its price in minor units. */
const pricedRow = () => ({
  kind: text('kind', { enum: ['membership', 'gift'] }).notNull(),
  plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
});

/**
 * A checkout a reader opened: one per reader, kind and plan while open, so a
 * second click (or a second tab) continues the same checkout instead of
 * charging twice. Its id is the idempotency key of the charge it makes.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    ...ownedRow(),
    ...pricedRow(),
    provider: text('provider').notNull(),
    /** The provider's id for it (a Stripe Checkout session); the local provider uses ours. */
    providerSessionId: text('provider_session_id'),
    /** Where the reader pays: the local card form or the provider's hosted page. */
    url: text('url'),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    /** A gift's recipient address (kind 'gift'). */
    recipientEmail: text('recipient_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // At most one open checkout per reader, kind and plan (gifts may be bought again and again,
    // but each one only once).
    uniqueIndex('checkout_sessions_open_idx')
      .on(table.userId, table.kind, table.plan)
      .where(sql`${table.status} = 'open' and ${table.kind} = 'membership'`),
    uniqueIndex('checkout_sessions_provider_idx').on(table.provider, table.providerSessionId),
    check('checkout_sessions_amount', sql`${table.amount} > 0`),
  ],
);

/** One membership per subscription at the provider; a reader who resumes later gets a new row. */
export const memberships = pgTable(
  'memberships',
  {
    ...ownedRow(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    plan: text('plan', { enum: ['monthly', 'yearly', 'gift'] }).notNull(),
    status: text('status', { enum: ['active', 'ended'] }).notNull(),
    /** Set when the reader cancelled: the membership lasts until currentPeriodEnd, then ends. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The provider's time of the newest event applied: an older event arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('memberships_subscription_idx').on(table.providerSubscriptionId, table.provider),
    index('memberships_user_idx').on(table.userId, table.startedAt),
  ],
);

/** A payment that went through, as the provider reported it; amounts in minor units (cents). */
export const charges = pgTable(
  'charges',
  {
    ...ownedRow(),
    provider: text('provider').notNull(),
    providerChargeId: text('provider_charge_id').notNull(),
    /** The subscription it paid for (a gift pays for none): the receipt names its membership. */
    providerSubscriptionId: text('provider_subscription_id'),
    /** The checkout that asked for it, if any. */
    checkoutId: text('checkout_id'),
    /** The key the charge was asked for with: the same key never makes a second charge. */
    idempotencyKey: text('idempotency_key').notNull(),
    ...pricedRow(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('charges_provider_charge_idx').on(table.provider, table.providerChargeId),
    uniqueIndex('charges_idempotency_idx').on(table.provider, table.idempotencyKey),
    // Billing history: a reader's charges, newest first, keyset-paged.
    index('charges_user_created_idx').on(table.userId, table.createdAt, table.id),
    check('charges_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * Every provider event applied, by the provider's own id: a replayed webhook
 * finds its id here and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_id_idx').on(table.provider, table.eventId)],
);

/** A membership bought for someone else: redeemed once, by whoever holds the link. */
export const membershipGifts = pgTable(
  'membership_gifts',
  {
    id: text('id').primaryKey(),
    /** The unguessable code the redeem link carries; kept so the buyer can pass the link on again. */
    redeemCode: text('redeem_code').notNull(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    redeemedBy: text('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('membership_gifts_code_idx').on(table.redeemCode),
    uniqueIndex('membership_gifts_charge_idx').on(table.chargeId),
  ],
);

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type ChargeRow = typeof charges.$inferSelect;
export type MembershipGiftRow = typeof membershipGifts.$inferSelect;
