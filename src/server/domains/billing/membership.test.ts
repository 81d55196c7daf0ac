import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, memberships } from '@server/db/schema/billing';
import { users } from '@server/db/schema/users';
import { buildUser } from '@server/test/factories';
import {
  DECLINING_CARD,
  TEST_CARD,
  becomeMember,
  changeMembership,
  membershipOf,
  payCheckout,
  startCheckout,
  updateCard,
} from '@server/test/kits/billing-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { applyEvents, advanceLocalMemberships } from './membership.service';
import type { ProviderEvent } from './provider-events';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ MEMBERSHIP_CURRENCY: 'CAD', MEMBERSHIP_MONTHLY_PRICE: '700' });
});
afterAll(() => testApp.close());

async function reader(): Promise<Actor> {
  return testApp.signIn((await buildUser(testApp.database.db)).id);
}

const chargesOf = (userId: string) =>
  testApp.database.db.select().from(charges).where(eq(charges.userId, userId));

describe('plans and prices', () => {
  it("offers the operator's plans in the local test mode", async () => {
    const { body } = await testApp.graphql(
      `{ billingSettings { provider testMode plans { plan amount currency formattedPrice } } }`,
    );
    expect(body.data).toEqual({
      billingSettings: {
        provider: 'local',
        testMode: true,
        plans: [
          { plan: 'monthly', amount: 700, currency: 'CAD', formattedPrice: 'CA$7.00' },
          { plan: 'yearly', amount: 5000, currency: 'CAD', formattedPrice: 'CA$50.00' },
        ],
      },
    });
  });
});

describe('becoming a member with the local provider', () => {
  it('a test card makes a member: the badge fact, the membership and one charge', async () => {
    const actor = await reader();
    const session = await startCheckout(testApp, actor, { plan: 'monthly' });
    expect(session).toMatchObject({
      __typename: 'CheckoutSession',
      amount: 700,
      currency: 'CAD',
      formattedAmount: 'CA$7.00',
      status: 'open',
      url: `/payment?session=${String(session.id)}`,
    });
    // A second click continues the same checkout.
    expect((await startCheckout(testApp, actor, { plan: 'monthly' })).id).toBe(session.id);

    expect(await payCheckout(testApp, actor, String(session.id))).toEqual({
      __typename: 'CheckoutPaid',
      redirectTo: '/welcome-member',
    });
    const view = await membershipOf(testApp, actor);
    expect(view.mediumMemberAt).not.toBeNull();
    expect(view.hasPastMemberships).toBe(false);
    expect(view.membership).toEqual({
      plan: 'monthly',
      isActive: true,
      cancelAtPeriodEnd: false,
      cardLast4: '4242',
    });
    expect(view.membershipCharges?.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({ amount: 700, currency: 'CAD', formattedAmount: 'CA$7.00' }),
    ]);
  });

  it('paying the same checkout again, or checking out again as a member, charges nothing', async () => {
    const actor = await reader();
    const sessionId = await becomeMember(testApp, actor);
    expect(await payCheckout(testApp, actor, sessionId)).toEqual({
      __typename: 'BadRequest',
      message: 'This checkout is already complete.',
    });
    expect(await startCheckout(testApp, actor, { plan: 'yearly' })).toEqual({
      __typename: 'BadRequest',
      message: 'You are already a member.',
    });
    expect(await chargesOf(actor.userId)).toHaveLength(1);
  });

  it('two submits of one checkout at once make one charge', async () => {
    const actor = await reader();
    const session = await startCheckout(testApp, actor, { plan: 'monthly' });
    const answers = await Promise.all([
      payCheckout(testApp, actor, String(session.id)),
      payCheckout(testApp, actor, String(session.id)),
    ]);
    expect(answers.map((answer) => answer.__typename).sort()).toEqual([
      'BadRequest',
      'CheckoutPaid',
    ]);
    expect(await chargesOf(actor.userId)).toHaveLength(1);
  });

  it('a declined card leaves no membership, no charge, and says why', async () => {
    const actor = await reader();
    const session = await startCheckout(testApp, actor, { plan: 'monthly' });
    expect(await payCheckout(testApp, actor, String(session.id), DECLINING_CARD)).toEqual({
      __typename: 'PaymentMethodDeclined',
      message: 'Your card was declined. Try another card.',
    });
    expect(
      await payCheckout(testApp, actor, String(session.id), {
        ...TEST_CARD,
        number: '1234 5678 9012 3452',
      }),
    ).toEqual({
      __typename: 'PaymentMethodDeclined',
      message: 'Test mode takes only test cards, such as 4242 4242 4242 4242. No money moves here.',
    });
    const view = await membershipOf(testApp, actor);
    expect(view.mediumMemberAt).toBeNull();
    expect(view.membership).toBeNull();
    expect(await chargesOf(actor.userId)).toHaveLength(0);
    // The checkout is still open: another card goes through.
    expect((await payCheckout(testApp, actor, String(session.id))).__typename).toBe('CheckoutPaid');
  });

  it("nobody pays someone else's checkout", async () => {
    const owner = await reader();
    const other = await reader();
    const session = await startCheckout(testApp, owner, { plan: 'monthly' });
    expect(await payCheckout(testApp, other, String(session.id))).toEqual({
      __typename: 'NotFound',
      message: 'This checkout does not exist.',
    });
    const { body } = await testApp.graphql(
      `mutation { startCheckout(plan: monthly) { __typename } }`,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});

describe('cancel, resume and the end of a membership', () => {
  it('cancelling keeps the membership to the end of the period; resuming keeps it going', async () => {
    const actor = await reader();
    await becomeMember(testApp, actor);
    expect(await changeMembership(testApp, actor, 'cancelMembership')).toMatchObject({
      __typename: 'Membership',
      isActive: true,
      cancelAtPeriodEnd: true,
    });
    expect((await membershipOf(testApp, actor)).mediumMemberAt).not.toBeNull();
    expect(await changeMembership(testApp, actor, 'cancelMembership')).toEqual({
      __typename: 'BadRequest',
      message: 'Your membership is already cancelled.',
    });
    expect(await changeMembership(testApp, actor, 'resumeMembership')).toMatchObject({
      __typename: 'Membership',
      cancelAtPeriodEnd: false,
    });
  });

  it('a cancelled membership ends with its period: no longer a member, a past member', async () => {
    const actor = await reader();
    await becomeMember(testApp, actor);
    await changeMembership(testApp, actor, 'cancelMembership');
    const db = testApp.database.db;
    await advanceLocalMemberships(
      db,
      testApp.config.billing,
      new Date(Date.now() + 40 * 86400_000),
    );
    const view = await membershipOf(testApp, actor);
    expect(view.mediumMemberAt).toBeNull();
    expect(view.hasPastMemberships).toBe(true);
    expect(view.membership).toMatchObject({ isActive: false });
    expect(await changeMembership(testApp, actor, 'resumeMembership')).toEqual({
      __typename: 'NotFound',
      message: 'You have no active membership.',
    });
    // A past member checks out again.
    await becomeMember(testApp, actor, 'yearly');
    expect((await membershipOf(testApp, actor)).mediumMemberAt).not.toBeNull();
  });

  it('a membership renews at the end of its period with one charge, however often the clock runs', async () => {
    const actor = await reader();
    await becomeMember(testApp, actor);
    const later = new Date(Date.now() + 32 * 86400_000);
    const db = testApp.database.db;
    await advanceLocalMemberships(db, testApp.config.billing, later);
    await advanceLocalMemberships(db, testApp.config.billing, later);
    expect(await chargesOf(actor.userId)).toHaveLength(2);
    const [membership] = await db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, actor.userId));
    expect(membership?.status).toBe('active');
    expect(membership!.currentPeriodEnd.getTime()).toBeGreaterThan(later.getTime());
  });

  it("pages a long billing history 50 at a time; the clock can advance one member's alone", async () => {
    const [longtime, other] = [await reader(), await reader()];
    await becomeMember(testApp, longtime);
    await becomeMember(testApp, other);
    const fiveYears = new Date(Date.now() + 1_830 * 86400_000);
    while (
      (await advanceLocalMemberships(
        testApp.database.db,
        testApp.config.billing,
        fiveYears,
        longtime.userId,
      )) > 0
    );
    expect(await chargesOf(longtime.userId)).toHaveLength(61);
    expect(await chargesOf(other.userId)).toHaveLength(1);

    type Page = {
      viewer: {
        membershipCharges: {
          edges: { node: { id: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      };
    };
    const query = `query ($after: String) { viewer { membershipCharges(first: 50, after: $after) {
      edges { node { id } } pageInfo { hasNextPage endCursor } } } }`;
    const pageOf = async (after: string | null) =>
      (
        (await testApp.graphql(query, { as: longtime, variables: { after } })).body as {
          data: Page;
        }
      ).data.viewer.membershipCharges;
    const first = await pageOf(null);
    expect(first.edges).toHaveLength(50);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await pageOf(first.pageInfo.endCursor);
    expect(second.edges).toHaveLength(11);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const ids = new Set([...first.edges, ...second.edges].map((edge) => edge.node.id));
    expect(ids.size).toBe(61);
  });

  it('a new card replaces the old one; a declined one changes nothing', async () => {
    const actor = await reader();
    await becomeMember(testApp, actor);
    expect(await updateCard(testApp, actor, DECLINING_CARD)).toEqual({
      __typename: 'PaymentMethodDeclined',
      message: 'Your card was declined. Try another card.',
    });
    expect(
      await updateCard(testApp, actor, { ...TEST_CARD, number: '5555 5555 5555 4444' }),
    ).toMatchObject({
      __typename: 'PaymentMethodUpdated',
      membership: { cardBrand: 'Mastercard', cardLast4: '4444' },
    });
    const someone = await reader();
    expect(await updateCard(testApp, someone, TEST_CARD)).toEqual({
      __typename: 'NotFound',
      message: 'You have no active membership.',
    });
  });
});

describe('provider events', () => {
  const subscription = (userId: string, status: 'active' | 'ended', cancel = false) => ({
    subscriptionId: `sub_${userId}`,
    customerId: null,
    userId,
    plan: 'monthly' as const,
    status,
    currentPeriodEnd: new Date(Date.now() + 86400_000),
    cancelAtPeriodEnd: cancel,
    card: null,
  });
  const event = (
    id: string,
    at: number,
    state: ReturnType<typeof subscription>,
  ): ProviderEvent => ({
    id,
    occurredAt: new Date(at),
    type: 'subscription.updated',
    subscription: state,
  });
  const memberAt = async (userId: string) =>
    (await testApp.database.db.select().from(users).where(eq(users.id, userId)))[0]?.memberAt;

  it('a replayed event changes nothing', async () => {
    const db = testApp.database.db;
    const user = await buildUser(db);
    const t = Date.now();
    await applyEvents(db, 'test', [event(`e1_${user.id}`, t, subscription(user.id, 'active'))]);
    await applyEvents(db, 'test', [
      event(`e2_${user.id}`, t + 1000, subscription(user.id, 'ended')),
    ]);
    expect(await memberAt(user.id)).toBeNull();
    // The first event again: still ended.
    await applyEvents(db, 'test', [
      event(`e1_${user.id}`, t + 2000, subscription(user.id, 'active')),
    ]);
    expect(await memberAt(user.id)).toBeNull();
  });

  it('an event older than the one applied last changes nothing (out of order)', async () => {
    const db = testApp.database.db;
    const user = await buildUser(db);
    const t = Date.now();
    await applyEvents(db, 'test', [
      event(`late_${user.id}`, t + 5000, subscription(user.id, 'active', true)),
    ]);
    await applyEvents(db, 'test', [event(`early_${user.id}`, t, subscription(user.id, 'ended'))]);
    expect(await memberAt(user.id)).not.toBeNull();
    const [row] = await db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });
});
