import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutSessionRow, MembershipRow } from '@server/db/schema/billing';
import { startTestServer } from '@server/test/kits/net-kit';
import type { TestServer } from '@server/test/kits/net-kit';
import { createStripeProvider } from './stripe-provider';

/** One request as it reached the stand-in for api.stripe.com. */
interface SentRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, by its bracketed keys (`line_items[0][quantity]`). */
  form: Record<string, string>;
}

const SECRET_KEY = 'sk_test_quire_provider';
let api: TestServer;
let sent: SentRequest[] = [];
/** Set by a test to answer the next requests with an error instead of an object. */
let failWith: { status: number; body: object } | null = null;

/** The smallest objects the package accepts as Stripe's answers, numbered by request. */
function answer(path: string, form: Record<string, string>): object {
  const n = sent.length;
  if (path === '/v1/checkout/sessions')
    return {
      id: `cs_test_${n}`,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/cs_test_${n}`,
    };
  if (path.startsWith('/v1/subscriptions/'))
    return {
      id: path.slice('/v1/subscriptions/'.length),
      object: 'subscription',
      cancel_at_period_end: form.cancel_at_period_end === 'true',
    };
  if (path === '/v1/billing_portal/sessions')
    return {
      id: `bps_${n}`,
      object: 'billing_portal.session',
      url: `https://billing.stripe.test/p/${n}`,
    };
  return {
    error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
  };
}

beforeAll(async () => {
  api = await startTestServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      sent.push({ method: request.method ?? '', path, headers: request.headers, form });
      const body = failWith?.body ?? answer(path, form);
      response.writeHead(failWith?.status ?? ('error' in body ? 404 : 200), {
        'content-type': 'application/json',
        'request-id': `req_test_${sent.length}`,
      });
      response.end(JSON.stringify(body));
    });
  });
});
afterAll(() => api.close());
beforeEach(() => {
  sent = [];
  failWith = null;
});

const provider = (secretKey = SECRET_KEY) =>
  createStripeProvider(
    { secretKey, webhookSecret: 'whsec_test_quire' },
    { host: '127.0.0.1', port: api.port, protocol: 'http' },
  );

const checkoutSession = (fields: Partial<CheckoutSessionRow> = {}): CheckoutSessionRow => ({
  id: 'co_test_1',
  userId: 'user_test_1',
  kind: 'membership',
  plan: 'monthly',
  amount: 500,
  currency: 'USD',
  provider: 'stripe',
  providerSessionId: null,
  url: null,
  status: 'open',
  recipientEmail: null,
  createdAt: new Date('2025-03-01T10:00:00Z'),
  completedAt: null,
  ...fields,
});

const membership = (fields: Partial<MembershipRow> = {}): MembershipRow => ({
  id: 'mem_test_1',
  userId: 'user_test_1',
  provider: 'stripe',
  providerSubscriptionId: 'sub_test_1',
  providerCustomerId: 'cus_test_1',
  plan: 'monthly',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: new Date('2025-04-01T10:00:00Z'),
  cardBrand: 'visa',
  cardLast4: '4242',
  startedAt: new Date('2025-03-01T10:00:00Z'),
  endedAt: null,
  lastEventAt: new Date('2025-03-01T10:00:05Z'),
  ...fields,
});

const SUCCESS_URL = 'https://quire.test/me/settings?checkout=co_test_1';
const CANCEL_URL = 'https://quire.test/membership';

describe('Stripe provider: what the stripe package sends', () => {
  it.each([
    { plan: 'monthly', amount: 500, currency: 'USD', wire: 'usd', interval: 'month' },
    { plan: 'yearly', amount: 5000, currency: 'CAD', wire: 'cad', interval: 'year' },
  ] as const)(
    'a $plan membership checkout in $currency is a subscription session for $amount minor units a $interval',
    async ({ plan, amount, currency, wire, interval }) => {
      const session = checkoutSession({ id: `co_${plan}`, plan, amount, currency });
      const created = await provider().createCheckout({
        session,
        email: 'reader@quire.test',
        successUrl: SUCCESS_URL,
        cancelUrl: CANCEL_URL,
      });

      expect(sent).toHaveLength(1);
      const [request] = sent;
      expect(request!.method).toBe('POST');
      expect(request!.path).toBe('/v1/checkout/sessions');
      expect(request!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(request!.headers['idempotency-key']).toBe(`checkout:co_${plan}`);
      expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request!.form).toEqual({
        mode: 'subscription',
        customer_email: 'reader@quire.test',
        client_reference_id: 'user_test_1',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': wire,
        'line_items[0][price_data][unit_amount]': String(amount),
        'line_items[0][price_data][product_data][name]': `Membership (${plan})`,
        'line_items[0][price_data][recurring][interval]': interval,
        'metadata[checkoutId]': `co_${plan}`,
        'metadata[userId]': 'user_test_1',
        'metadata[plan]': plan,
        'metadata[kind]': 'membership',
        'subscription_data[metadata][checkoutId]': `co_${plan}`,
        'subscription_data[metadata][userId]': 'user_test_1',
        'subscription_data[metadata][plan]': plan,
        'subscription_data[metadata][kind]': 'membership',
        success_url: SUCCESS_URL,
        cancel_url: CANCEL_URL,
      });
      expect(created).toEqual({
        providerSessionId: 'cs_test_1',
        url: 'https://checkout.stripe.test/cs_test_1',
      });
    },
  );

  it('a gift checkout is a one-off payment: no recurring price, no subscription data', async () => {
    const session = checkoutSession({
      id: 'co_gift_1',
      kind: 'gift',
      plan: 'yearly',
      amount: 4800,
      currency: 'EUR',
      recipientEmail: 'friend@quire.test',
    });
    const created = await provider().createCheckout({
      session,
      email: null,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });

    expect(sent.map((r) => [r.method, r.path, r.headers['idempotency-key']])).toEqual([
      ['POST', '/v1/checkout/sessions', 'checkout:co_gift_1'],
    ]);
    // No email: the field is left out, not sent empty.
    expect(sent[0]!.form).toEqual({
      mode: 'payment',
      client_reference_id: 'user_test_1',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4800',
      'line_items[0][price_data][product_data][name]': 'Gift membership (yearly)',
      'metadata[checkoutId]': 'co_gift_1',
      'metadata[userId]': 'user_test_1',
      'metadata[plan]': 'yearly',
      'metadata[kind]': 'gift',
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    });
    expect(created.providerSessionId).toBe('cs_test_1');
  });

  it('the same checkout asked twice sends the same idempotency key; another checkout its own', async () => {
    const stripe = provider();
    const request = { email: null, successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL };
    await stripe.createCheckout({ ...request, session: checkoutSession() });
    await stripe.createCheckout({ ...request, session: checkoutSession() });
    await stripe.createCheckout({ ...request, session: checkoutSession({ id: 'co_test_2' }) });

    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([
      'checkout:co_test_1',
      'checkout:co_test_1',
      'checkout:co_test_2',
    ]);
    expect(sent[1]!.form).toEqual(sent[0]!.form);
  });

  it('cancel and resume update the subscription at period end and answer no events', async () => {
    const stripe = provider();
    const active = membership();
    expect(await stripe.setCancelAtPeriodEnd(active, true)).toEqual([]);
    const cancelled = membership({
      cancelAtPeriodEnd: true,
      lastEventAt: new Date('2025-03-02T08:00:00Z'),
    });
    expect(await stripe.setCancelAtPeriodEnd(cancelled, false)).toEqual([]);

    expect(
      sent.map((r) => ({
        method: r.method,
        path: r.path,
        key: r.headers['idempotency-key'],
        auth: r.headers.authorization,
        form: r.form,
      })),
    ).toEqual([
      {
        method: 'POST',
        path: '/v1/subscriptions/sub_test_1',
        key: `cancel:mem_test_1:true:${Date.parse('2025-03-01T10:00:05Z')}`,
        auth: `Bearer ${SECRET_KEY}`,
        form: { cancel_at_period_end: 'true' },
      },
      {
        method: 'POST',
        path: '/v1/subscriptions/sub_test_1',
        key: `cancel:mem_test_1:false:${Date.parse('2025-03-02T08:00:00Z')}`,
        auth: `Bearer ${SECRET_KEY}`,
        form: { cancel_at_period_end: 'false' },
      },
    ]);
  });

  it('a repeated cancel repeats its key until an applied event changes the membership', async () => {
    const stripe = provider();
    await stripe.setCancelAtPeriodEnd(membership(), true);
    await stripe.setCancelAtPeriodEnd(membership(), true);
    // Cancelled, resumed by webhook, then cancelled again: a new request, not a replay.
    await stripe.setCancelAtPeriodEnd(
      membership({ lastEventAt: new Date('2025-03-03T09:00:00Z') }),
      true,
    );

    const keys = sent.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('the card portal is a billing portal session for the customer; its url comes back', async () => {
    const url = await provider().paymentMethodPortalUrl(
      membership(),
      'https://quire.test/me/settings?updatedPayment=1#membership',
    );

    expect(sent.map((r) => [r.method, r.path, r.headers.authorization, r.form])).toEqual([
      [
        'POST',
        '/v1/billing_portal/sessions',
        `Bearer ${SECRET_KEY}`,
        {
          customer: 'cus_test_1',
          return_url: 'https://quire.test/me/settings?updatedPayment=1#membership',
        },
      ],
    ]);
    expect(url).toBe('https://billing.stripe.test/p/1');
  });

  it('without a Stripe customer there is no portal, and nothing is sent', async () => {
    const url = await provider().paymentMethodPortalUrl(
      membership({ providerCustomerId: null }),
      'https://quire.test/me/settings',
    );

    expect(url).toBeNull();
    expect(sent).toEqual([]);
  });

  it("an error answer rejects with Stripe's message, asked once (a 4xx is not retried)", async () => {
    failWith = {
      status: 402,
      body: {
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      },
    };

    await expect(
      provider().createCheckout({
        session: checkoutSession(),
        email: null,
        successUrl: SUCCESS_URL,
        cancelUrl: CANCEL_URL,
      }),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      message: 'Your card was declined.',
    });
    expect(sent.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
  });

  it('test mode follows the key: sk_test_ is test mode, sk_live_ is not', () => {
    expect(provider('sk_test_quire').testMode).toBe(true);
    expect(provider('sk_live_quire').testMode).toBe(false);
    expect(sent).toEqual([]);
  });
});
