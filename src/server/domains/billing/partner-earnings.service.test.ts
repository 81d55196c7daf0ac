import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, membershipGifts } from '@server/db/schema/billing';
import { partnerEnrollments } from '@server/db/schema/partner';
import { memberReadingMonths } from '@server/db/schema/stats';
import type { UserRow } from '@server/db/schema/users';
import { newId } from '@server/lib/ids';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { partnerEarningsByMonth, partnerStatement } from './partner-earnings.service';
import { PARTNER_TEXTS } from './partner.texts';

let testApp: TestApp;
let writer: UserRow;
let writerActor: Actor;
let stranger: UserRow;
let first: { id: string; title: string };
let second: { id: string; title: string };
const MARCH = '2026-03-01';

async function enrol(userId: string) {
  await testApp.database.db.insert(partnerEnrollments).values({
    userId,
    legalName: 'Ada Writer',
    country: 'US',
    taxIdEncrypted: 'not-read-here',
    taxIdLast4: '6789',
  });
}

async function charge(
  userId: string,
  values: {
    plan: 'monthly' | 'yearly';
    amount: number;
    at: string;
    currency?: string;
    kind?: 'membership' | 'gift';
  },
) {
  const id = newId();
  await testApp.database.db.insert(charges).values({
    id,
    userId,
    provider: 'local',
    providerChargeId: `ch_${id}`,
    idempotencyKey: `key_${id}`,
    kind: values.kind ?? 'membership',
    plan: values.plan,
    amount: values.amount,
    currency: values.currency ?? 'USD',
    periodStart: new Date(values.at),
    createdAt: new Date(values.at),
  });
  return id;
}

async function read(memberId: string, postId: string, seconds: number, month = MARCH) {
  await testApp.database.db
    .insert(memberReadingMonths)
    .values({ memberId, postId, month, seconds, lastEventId: newId() });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  writer = await buildUser(db);
  writerActor = await testApp.signIn(writer.id);
  stranger = await buildUser(db);
  await enrol(writer.id);
  await enrol(stranger.id);
  const otherWriter = await buildUser(db);
  first = await buildPost(db, { creatorId: writer.id, visibility: 'LOCKED', title: 'First' });
  second = await buildPost(db, { creatorId: writer.id, visibility: 'LOCKED', title: 'Second' });
  const elsewhere = await buildPost(db, { creatorId: otherWriter.id, visibility: 'LOCKED' });

  // A monthly member pays $5.00 in March (and CA$9.00 in a currency the site does not charge
  // in, which is left out) and reads the two stories and another writer's.
  const monthly = await buildUser(db, { memberAt: new Date('2026-01-01T00:00:00Z') });
  await charge(monthly.id, { plan: 'monthly', amount: 500, at: '2026-03-04T10:00:00Z' });
  await charge(monthly.id, {
    plan: 'monthly',
    amount: 900,
    at: '2026-03-05T10:00:00Z',
    currency: 'CAD',
  });
  await read(monthly.id, first.id, 600);
  await read(monthly.id, second.id, 300);
  await read(monthly.id, elsewhere.id, 100);
  // A yearly member's $50.00 from January 15th is $4.17 in March (a twelfth, the remainder's
  // cents going to the first eight months).
  const yearly = await buildUser(db, { memberAt: new Date('2026-01-15T00:00:00Z') });
  await charge(yearly.id, { plan: 'yearly', amount: 5000, at: '2026-01-15T09:00:00Z' });
  await read(yearly.id, second.id, 200);
  await read(yearly.id, first.id, 100);
  // In February the monthly member paid nothing and read: no fee, no earnings.
  await read(monthly.id, first.id, 900, '2026-02-01');
});

afterAll(() => testApp.close());

const context = (viewer: UserRow, now = new Date('2026-04-10T12:00:00Z')) => ({
  db: testApp.database.db,
  viewer,
  currency: 'USD',
  platformShareBasisPoints: 5000,
  now,
});

/*
 * March, at a 50% platform share:
 * monthly member: fee 500, pool 250 split 600:300:100 → first 150, second 75 (elsewhere 25);
 *   of the fee, 300 + 150 went to the writer's stories.
 * yearly member: fee 417, pool 208 split 200:100 → second 138.67, first 69.33 → 139 and 69
 *   (largest remainder); of the fee, 278 + 139.
 * first 150 + 69 = 219, second 75 + 139 = 214; total 433, gross 867, platform share 434.
 */
const MARCH_STATEMENT = {
  month: '2026-03',
  gross: 867,
  platformShare: 434,
  total: 433,
  stories: [
    { postId: '', amount: 219, memberReadingSeconds: 700 },
    { postId: '', amount: 214, memberReadingSeconds: 500 },
  ],
};

describe("a Partner Program writer's earnings", () => {
  it("splits two members' March fees over the two stories to the exact cent", async () => {
    const statement = await partnerStatement(context(writer), writer.id, '2026-03');
    expect(statement).toEqual({
      ...MARCH_STATEMENT,
      stories: [
        { ...MARCH_STATEMENT.stories[0], postId: first.id },
        { ...MARCH_STATEMENT.stories[1], postId: second.id },
      ],
    });
  });

  it('lists this month first, then each earlier month with reading', async () => {
    const months = await partnerEarningsByMonth(context(writer), writer.id);
    expect(months.map(({ month, gross, total }) => ({ month, gross, total }))).toEqual([
      { month: '2026-04', gross: 0, total: 0 },
      { month: '2026-03', gross: 867, total: 433 },
      { month: '2026-02', gross: 0, total: 0 },
    ]);
    expect(months[2]?.stories).toEqual([
      { postId: first.id, amount: 0, memberReadingSeconds: 900 },
    ]);
  });

  it('answers the month through GraphQL, with the stories and the currency', async () => {
    const { body } = await testApp.graphql<{
      partnerProgram: {
        currency: string;
        statement: { total: number; stories: Array<{ amount: number; post: { title: string } }> };
      };
    }>(
      `{ partnerProgram { currency statement(month: "2026-03") {
          total stories { amount post { title } } } } }`,
      { as: writerActor },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.partnerProgram).toEqual({
      currency: 'USD',
      statement: {
        total: 433,
        stories: [
          { amount: 219, post: { title: 'First' } },
          { amount: 214, post: { title: 'Second' } },
        ],
      },
    });
  });

  it('refuses anyone but the writer, and a month that is not YYYY-MM', async () => {
    await expect(partnerStatement(context(stranger), writer.id, '2026-03')).rejects.toThrow(
      PARTNER_TEXTS.earningsPrivate,
    );
    await expect(partnerEarningsByMonth(context(stranger), writer.id)).rejects.toThrow(
      PARTNER_TEXTS.earningsPrivate,
    );
    await expect(partnerStatement(context(writer), writer.id, '2026-13')).rejects.toThrow(
      PARTNER_TEXTS.monthInvalid,
    );
  });

  it('shows a writer who is not enrolled no earnings', async () => {
    const newcomer = await buildUser(testApp.database.db);
    await expect(partnerStatement(context(newcomer), newcomer.id, '2026-03')).rejects.toThrow(
      PARTNER_TEXTS.notEnrolled,
    );
    const { body } = await testApp.graphql<{ partnerProgram: Record<string, unknown> }>(
      `{ partnerProgram { status earnings { month } statement(month: "2026-03") { total } } }`,
      { as: await testApp.signIn(newcomer.id) },
    );
    expect(body.data?.partnerProgram).toEqual({
      status: 'NOT_ENROLLED',
      earnings: null,
      statement: null,
    });
  });

  it("counts a redeemed gift as its recipient's fee from the day it was redeemed, not its buyer's", async () => {
    const db = testApp.database.db;
    // A member with no charge of their own since March buys a $50.00 yearly gift in April and
    // reads the second story in April and May: the gift is no fee of theirs. Its recipient
    // redeems it on May 3rd and reads the first story in May.
    const buyer = await buildUser(db, { memberAt: new Date('2026-01-01T00:00:00Z') });
    const recipient = await buildUser(db, { memberAt: new Date('2026-05-03T08:00:00Z') });
    const chargeId = await charge(buyer.id, {
      kind: 'gift',
      plan: 'yearly',
      amount: 5000,
      at: '2026-04-20T10:00:00Z',
    });
    await db.insert(membershipGifts).values({
      id: newId(),
      redeemCode: newId(),
      buyerId: buyer.id,
      recipientEmail: 'recipient@example.com',
      plan: 'yearly',
      chargeId,
      redeemedBy: recipient.id,
      redeemedAt: new Date('2026-05-03T08:00:00Z'),
    });
    await read(recipient.id, first.id, 600, '2026-05-01');
    await read(buyer.id, second.id, 600, '2026-05-01');
    await read(buyer.id, second.id, 600, '2026-04-01');
    const now = new Date('2026-06-10T12:00:00Z');
    // $50.00 over twelve months from May: 417 in May; half of it to the writer's one story.
    expect(await partnerStatement(context(writer, now), writer.id, '2026-05')).toEqual({
      month: '2026-05',
      gross: 417,
      platformShare: 209,
      total: 208,
      stories: [
        { postId: first.id, amount: 208, memberReadingSeconds: 600 },
        { postId: second.id, amount: 0, memberReadingSeconds: 600 },
      ],
    });
    expect((await partnerStatement(context(writer, now), writer.id, '2026-04')).total).toBe(0);
  });
});
