import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const TAX_STATUSES = ['missing', 'submitted', 'failed'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

/**
 * A writer's enrolment in the Partner Program with the tax information it
 * requires. The tax id is stored only encrypted (AES-256-GCM with the
 * operator's PARTNER_TAX_KEY); its last four characters are kept apart so
 * pages can name it without ever decrypting it.
 *
 * A writer may enrol before giving a tax id (`tax_status` 'missing'), and an
 * operator marks an id the tax authority could not match ('failed'). Either
 * opens a reminder episode that starts at `tax_status_since`.
 */
export const partnerEnrollments = pgTable(
  'partner_enrollments',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    /** base64 of iv (12 bytes) ‖ auth tag (16 bytes) ‖ ciphertext; null while the writer has not given one. */
    taxIdEncrypted: text('tax_id_encrypted'),
    taxIdLast4: text('tax_id_last4'),
    /** 'missing' (no tax id yet), 'submitted', or 'failed' (the tax authority could not match it). */
    taxStatus: text('tax_status', { enum: TAX_STATUSES }).notNull().default('submitted'),
    /** When the status began: a reminder episode's start. */
    taxStatusSince: timestamp('tax_status_since', { withTimezone: true }).notNull().defaultNow(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The reminder job reads only the writers whose tax details need them.
    index('partner_enrollments_tax_pending_idx')
      .on(table.taxStatusSince)
      .where(sql`${table.taxStatus} <> 'submitted'`),
    // Exactly the writers without a tax id are 'missing'.
    check(
      'partner_enrollments_tax_status',
      sql`${table.taxStatus} in ('missing', 'submitted', 'failed') and (${table.taxStatus} = 'missing') = (${table.taxIdEncrypted} is null)`,
    ),
  ],
);

export type PartnerEnrollmentRow = typeof partnerEnrollments.$inferSelect;

export const PAYOUT_STATUSES = ['due', 'held', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * What a writer is owed for a closed calendar month: written once, when the
 * month closes, from their earnings then. 'held' while their tax id is
 * missing or not verified past the deadline or the earning limit; 'due' once
 * it may be paid; 'paid' when the operator has paid it (outside Quire) and
 * marked it so, with their reference.
 */
export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The operator's own reference of the payment (a transfer's id). */
    reference: text('reference'),
  },
  (table) => [
    uniqueIndex('partner_payouts_user_month_idx').on(table.userId, table.month),
    // The operator's list of what is due, oldest first.
    index('partner_payouts_status_idx').on(table.status, table.month),
    check('partner_payouts_amount', sql`${table.amount} > 0`),
    check(
      'partner_payouts_paid',
      sql`${table.status} in ('due', 'held', 'paid') and (${table.status} = 'paid') = (${table.paidAt} is not null)`,
    ),
  ],
);

export type PartnerPayoutRow = typeof partnerPayouts.$inferSelect;
