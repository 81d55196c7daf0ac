import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerEnrollments, partnerPayouts } from '@server/db/schema/partner';
import { enrolledWriter, memberReadsWriter } from '@server/test/partner-fixtures';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { closePartnerMonths, listDuePayouts, markPayoutPaid } from './partner-payouts.service';

let testApp: TestApp;
const JANUARY = new Date('2026-01-15T10:00:00Z');

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const close = (at: string) =>
  closePartnerMonths({
    db: testApp.database.db,
    currency: 'USD',
    platformShareBasisPoints: 5000,
    tax: { graceDays: 30, earningLimit: 60_000 },
    now: new Date(at),
  });

async function payoutsOf(userId: string) {
  return testApp.database.db
    .select({
      month: partnerPayouts.month,
      amount: partnerPayouts.amount,
      status: partnerPayouts.status,
    })
    .from(partnerPayouts)
    .where(eq(partnerPayouts.userId, userId))
    .orderBy(partnerPayouts.month);
}

describe('Partner Program payouts', () => {
  it('close a month a day after it ends, once, held only for a tax id missing past its deadline', async () => {
    const db = testApp.database.db;
    const withTaxId = await enrolledWriter(db, { status: 'submitted', since: JANUARY });
    const lateTaxId = await enrolledWriter(db, { status: 'missing', since: JANUARY });
    const newlyEnrolled = await enrolledWriter(db, {
      status: 'missing',
      since: new Date('2026-02-20T00:00:00Z'),
    });
    const enrolledInMarch = await enrolledWriter(db, {
      status: 'submitted',
      since: new Date('2026-03-05T00:00:00Z'),
    });
    for (const writer of [withTaxId, lateTaxId, newlyEnrolled, enrolledInMarch])
      await memberReadsWriter(db, writer, '2026-02-01');

    // February has ended, but its last evening's reads may still be arriving.
    await close('2026-03-01T23:00:00Z');
    expect(await payoutsOf(withTaxId)).toEqual([]);

    await close('2026-03-02T00:30:00Z');
    expect(await payoutsOf(withTaxId)).toEqual([
      { month: '2026-02-01', amount: 250, status: 'due' },
    ]);
    // Missing since January 15th: the 30 days ran out on February 14th.
    expect(await payoutsOf(lateTaxId)).toEqual([
      { month: '2026-02-01', amount: 250, status: 'held' },
    ]);
    // Still within their 30 days and under the limit: paid without one, for now.
    expect(await payoutsOf(newlyEnrolled)).toEqual([
      { month: '2026-02-01', amount: 250, status: 'due' },
    ]);
    // Months before a writer enrolled are not theirs to be paid for.
    expect(await payoutsOf(enrolledInMarch)).toEqual([]);

    // Closing again, or later earnings of a closed month, write nothing more.
    await memberReadsWriter(db, withTaxId, '2026-02-01');
    expect(await close('2026-03-03T00:30:00Z')).toBe(0);
    expect(await payoutsOf(withTaxId)).toEqual([
      { month: '2026-02-01', amount: 250, status: 'due' },
    ]);

    // A tax id given later frees what was held.
    await db
      .update(partnerEnrollments)
      .set({ taxStatus: 'submitted', taxIdEncrypted: 'sealed', taxIdLast4: '1111' })
      .where(eq(partnerEnrollments.userId, lateTaxId));
    await close('2026-03-04T00:30:00Z');
    expect(await payoutsOf(lateTaxId)).toEqual([
      { month: '2026-02-01', amount: 250, status: 'due' },
    ]);
  });

  it('the operator lists what is due, oldest first, and marks each paid once with a reference', async () => {
    const db = testApp.database.db;
    const writer = await enrolledWriter(db, { status: 'submitted', since: JANUARY });
    const held = await enrolledWriter(db, { status: 'failed', since: JANUARY });
    await memberReadsWriter(db, writer, '2026-04-01');
    await memberReadsWriter(db, writer, '2026-05-01');
    await memberReadsWriter(db, held, '2026-05-01');
    await close('2026-06-02T00:30:00Z');

    const due = (await listDuePayouts(db)).filter((payout) => payout.month >= '2026-04-01');
    expect(
      due.map(({ month, amount, currency, legalName, taxIdLast4 }) => ({
        month,
        amount,
        currency,
        legalName,
        taxIdLast4,
      })),
    ).toEqual([
      {
        month: '2026-04-01',
        amount: 250,
        currency: 'USD',
        legalName: 'A Writer',
        taxIdLast4: '6789',
      },
      {
        month: '2026-05-01',
        amount: 250,
        currency: 'USD',
        legalName: 'A Writer',
        taxIdLast4: '6789',
      },
    ]);

    const april = due[0]!.id;
    expect(await markPayoutPaid(db, april, 'transfer 2026-06-03 #17')).toBe(true);
    expect(await markPayoutPaid(db, april, 'again')).toBe(false);
    const [row] = await db.select().from(partnerPayouts).where(eq(partnerPayouts.id, april));
    expect(row).toMatchObject({ status: 'paid', reference: 'transfer 2026-06-03 #17' });
    expect(row?.paidAt).toBeInstanceOf(Date);

    // The writer's dashboard shows each closed month's payout; nobody else's is shown to them.
    const { body } = await testApp.graphql<{
      partnerProgram: {
        earnings: Array<{ month: string; payout: unknown }>;
        statement: { payout: unknown };
      };
    }>(
      `{ partnerProgram {
        earnings { month payout { amount currency status paidAt } }
        statement(month: "2026-05") { payout { amount status paidAt } } } }`,
      { as: await testApp.signIn(writer) },
    );
    const months = body.data!.partnerProgram.earnings;
    expect(months.find((month) => month.month === '2026-04')?.payout).toEqual({
      amount: 250,
      currency: 'USD',
      status: 'PAID',
      paidAt: row!.paidAt!.toISOString(),
    });
    expect(body.data!.partnerProgram.statement.payout).toEqual({
      amount: 250,
      status: 'DUE',
      paidAt: null,
    });
    expect(months.filter((month) => month.payout !== null)).toHaveLength(2);

    // A held payout cannot be marked paid.
    const [heldPayout] = await db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.userId, held));
    expect(heldPayout?.status).toBe('held');
    expect(await markPayoutPaid(db, heldPayout!.id, 'no')).toBe(false);
  });
});
