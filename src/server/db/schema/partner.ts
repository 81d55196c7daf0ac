import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
