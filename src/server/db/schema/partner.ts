import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A writer's enrolment in the Partner Program with the tax information it
 * requires. The tax id is stored only encrypted (AES-256-GCM with the
 * operator's PARTNER_TAX_KEY); its last four characters are kept apart so
 * pages can name it without ever decrypting it.
 */
export const partnerEnrollments = pgTable('partner_enrollments', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: text('country').notNull(),
  /** base64 of iv (12 bytes) ‖ auth tag (16 bytes) ‖ ciphertext. */
  taxIdEncrypted: text('tax_id_encrypted').notNull(),
  taxIdLast4: text('tax_id_last4').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PartnerEnrollmentRow = typeof partnerEnrollments.$inferSelect;
