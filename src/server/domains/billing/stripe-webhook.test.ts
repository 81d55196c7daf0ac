import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, memberships } from '@server/db/schema/billing';
import { users } from '@server/db/schema/users';
import { buildUser } from '@server/test/factories';
import { captureLog } from '@server/test/log-capture';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

const SECRET = 'whsec_test_secret_for_quire';
// No request reaches Stripe in these tests: only the webhook path and the mapping are exercised.
const stripe = new Stripe('sk_test_quire');
let testApp: TestApp;
const log = captureLog();

beforeAll(async () => {
  testApp = await createTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_quire', STRIPE_WEBHOOK_SECRET: SECRET, LOG_LEVEL: 'warn' },
    { logStream: log },
  );
});
afterAll(() => testApp.close());

let sequence = 0;

/** A Stripe event as Stripe sends it: JSON, with a signature the package itself makes. */
function stripeEvent(type: string, object: Record<string, unknown>, created: number) {
  sequence += 1;
  return {
    id: `evt_test_${sequence}_${Date.now()}`,
    object: 'event',
    type,
    created,
    data: { object },
  };
}

async function deliver(event: object, options: { secret?: string; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
  });
  return testApp.request({
    method: 'POST',
    url: '/_/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: options.tamper ? payload.replace('"active"', '"ended"') : payload,
  });
}

const subscription = (userId: string, status: string, cancel = false) => ({
  id: `sub_${userId}`,
  object: 'subscription',
  customer: `cus_${userId}`,
  status,
  cancel_at_period_end: cancel,
  metadata: { userId, plan: 'monthly', checkoutId: 'co_1', kind: 'membership' },
  items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }] },
});

const memberAtOf = async (userId: string) =>
  (await testApp.database.db.select().from(users).where(eq(users.id, userId)))[0]?.memberAt ?? null;

const now = () => Math.floor(Date.now() / 1000);

describe('Stripe webhooks', () => {
  it('a signed subscription event makes a member, an invoice a charge, a deletion ends it', async () => {
    const user = await buildUser(testApp.database.db);
    const t = now();
    expect(
      (
        await deliver(
          stripeEvent('customer.subscription.created', subscription(user.id, 'active'), t),
        )
      ).statusCode,
    ).toBe(200);
    expect(await memberAtOf(user.id)).not.toBeNull();

    const invoice = {
      id: `in_${user.id}`,
      object: 'invoice',
      amount_paid: 500,
      currency: 'usd',
      parent: {
        subscription_details: {
          subscription: `sub_${user.id}`,
          metadata: { userId: user.id, plan: 'monthly' },
        },
      },
      lines: { data: [{ period: { start: t, end: t + 30 * 86400 } }] },
    };
    await deliver(stripeEvent('invoice.paid', invoice, t));
    const paid = await testApp.database.db
      .select()
      .from(charges)
      .where(eq(charges.userId, user.id));
    expect(paid).toMatchObject([
      { amount: 500, currency: 'USD', provider: 'stripe', providerChargeId: `in_${user.id}` },
    ]);

    await deliver(
      stripeEvent('customer.subscription.deleted', subscription(user.id, 'canceled'), t + 10),
    );
    expect(await memberAtOf(user.id)).toBeNull();
  });

  it('an event for an account this site does not have is answered 200, ignored and logged', async () => {
    const stranger = 'nobody-here';
    const event = stripeEvent(
      'customer.subscription.created',
      subscription(stranger, 'active'),
      now(),
    );
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, applied: 0, ignored: [event.id] });
    expect(log.text()).toContain(event.id);
    expect(log.text()).toContain('Stripe event for an account this site does not have, ignored');
    expect(log.text()).not.toMatch(/insert into|violates/i);
    const rows = await testApp.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, stranger));
    expect(rows).toEqual([]);
    // Stripe's retry of the same event finds it already recorded, and is answered 200 too.
    expect((await deliver(event)).statusCode).toBe(200);
  });

  it('a forged or tampered webhook is refused and changes nothing', async () => {
    const user = await buildUser(testApp.database.db);
    const event = stripeEvent(
      'customer.subscription.created',
      subscription(user.id, 'active'),
      now(),
    );
    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'BadRequest', message: 'Invalid webhook signature.' });
    expect((await deliver(event, { tamper: true })).statusCode).toBe(400);
    const unsigned = await testApp.request({
      method: 'POST',
      url: '/_/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await memberAtOf(user.id)).toBeNull();
    const rows = await testApp.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('a replayed or late event changes nothing', async () => {
    const user = await buildUser(testApp.database.db);
    const t = now();
    const started = stripeEvent(
      'customer.subscription.created',
      subscription(user.id, 'active'),
      t,
    );
    const ended = stripeEvent(
      'customer.subscription.deleted',
      subscription(user.id, 'canceled'),
      t + 60,
    );
    // Out of order: the deletion arrives first, the creation after it.
    await deliver(ended);
    await deliver(started);
    expect(await memberAtOf(user.id)).toBeNull();
    // Replayed: the same deletion again, and the creation again.
    expect((await deliver(ended)).statusCode).toBe(200);
    await deliver(started);
    expect(await memberAtOf(user.id)).toBeNull();
    const [row] = await testApp.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    expect(row?.status).toBe('ended');
  });

  it('says the provider is Stripe', async () => {
    const { body } = await testApp.graphql(`{ billingSettings { provider testMode } }`);
    expect(body.data).toEqual({ billingSettings: { provider: 'stripe', testMode: true } });
  });
});
