import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEmailOutbox } from '@server/db/schema/notification-emails';
import { notifications } from '@server/db/schema/notifications';
import { partnerEnrollments } from '@server/db/schema/partner';
import type { TaxStatus } from '@server/db/schema/partner';
import { enrolledWriter, memberReadsWriter } from '@server/test/partner-fixtures';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { markTaxIdNotVerified } from './partner.service';
import { sendTaxReminders } from './tax-reminders.service';

let testApp: TestApp;
const SINCE = new Date('2026-03-10T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(SINCE.getTime() + days * DAY);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const run = (days: number) =>
  sendTaxReminders({
    db: testApp.database.db,
    currency: 'USD',
    platformShareBasisPoints: 5000,
    // A member's $5.00 month read whole on the writer's story earns them $2.50.
    tax: { graceDays: 30, earningLimit: 300 },
    now: at(days),
  });

const enrolled = (status: TaxStatus, overrides: { isSuspended?: boolean } = {}) =>
  enrolledWriter(testApp.database.db, { status, since: SINCE, ...overrides });

async function remindersOf(userId: string) {
  const rows = await testApp.database.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(notifications.createdAt, notifications.type);
  return rows.map((row) => row.type);
}

/** A member's $5.00 March read on the writer's story: $2.50 more earned this year. */
const memberReads = (writerId: string) =>
  memberReadsWriter(testApp.database.db, writerId, '2026-03-01');

describe('Partner Program tax reminders', () => {
  it('reach each writer without a usable tax id once per stage, with an e-mail, and nobody else', async () => {
    const missing = await enrolled('missing');
    const failed = await enrolled('failed');
    const submitted = await enrolled('submitted');
    const suspended = await enrolled('missing', { isSuspended: true });

    expect(await run(0.01)).toBeGreaterThanOrEqual(2);
    expect(await remindersOf(missing)).toEqual(['tax_not_submitted_day_one']);
    expect(await remindersOf(failed)).toEqual(['tax_failed_tin_day_one']);
    expect(await remindersOf(submitted)).toEqual([]);
    expect(await remindersOf(suspended)).toEqual([]);
    const mails = await testApp.database.db
      .select({ type: notificationEmailOutbox.notificationType })
      .from(notificationEmailOutbox)
      .where(eq(notificationEmailOutbox.recipientId, missing));
    expect(mails).toEqual([{ type: 'tax_not_submitted_day_one' }]);

    // Running again, in the same stage, sends nothing new.
    await run(1);
    await run(5);
    expect(await remindersOf(missing)).toEqual(['tax_not_submitted_day_one']);

    await run(24);
    expect(await remindersOf(missing)).toEqual([
      'tax_not_submitted_day_one',
      'tax_not_submitted_final',
    ]);

    // Earnings reach 80 % of the limit ($2.50 of $3.00), then pass it.
    await memberReads(missing);
    await run(25);
    expect((await remindersOf(missing)).at(-1)).toBe('tax_not_submitted_pre_earning_limit');
    await memberReads(missing);
    await run(26);
    expect((await remindersOf(missing)).at(-1)).toBe('tax_not_submitted_post_earning_limit');

    await run(29.5);
    await run(29.8);
    await run(31);
    expect(await remindersOf(missing)).toEqual([
      'tax_not_submitted_day_one',
      'tax_not_submitted_final',
      'tax_not_submitted_pre_earning_limit',
      'tax_not_submitted_post_earning_limit',
      'tax_not_submitted_last_day',
    ]);
    expect(await remindersOf(failed)).toEqual([
      'tax_failed_tin_day_one',
      'tax_failed_tin_final',
      'tax_failed_tin_last_day',
    ]);
    expect(await remindersOf(suspended)).toEqual([]);
  });

  it('a submitted tax id ends the reminders; one marked not verified starts a new episode', async () => {
    const writer = await enrolled('missing');
    await run(0.5);
    await testApp.database.db
      .update(partnerEnrollments)
      .set({
        taxStatus: 'submitted',
        taxIdEncrypted: 'sealed',
        taxIdLast4: '1234',
        taxStatusSince: at(1),
      })
      .where(eq(partnerEnrollments.userId, writer));
    await run(24);
    expect(await remindersOf(writer)).toEqual(['tax_not_submitted_day_one']);

    expect(await markTaxIdNotVerified(testApp.database.db, writer, at(40))).toBe(true);
    // Only a submitted id can fail: marking it again changes nothing.
    expect(await markTaxIdNotVerified(testApp.database.db, writer, at(41))).toBe(false);
    await run(40.1);
    expect(await remindersOf(writer)).toEqual([
      'tax_not_submitted_day_one',
      'tax_failed_tin_day_one',
    ]);
  });
});
