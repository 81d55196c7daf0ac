import Stripe from 'stripe';
import type { ServerConfig } from '@server/env';
import type { PaymentProvider } from './payment-provider';

type StripeSettings = NonNullable<ServerConfig['billing']['stripe']>;

/** Where the API answers; tests point it at a local server, production never passes one. */
interface StripeApi {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** The official client, one per key. No request is made until a reader acts. */
export function stripeClient(settings: StripeSettings, api?: StripeApi): Stripe {
  return new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...api });
}

/**
 * Stripe: Checkout sessions (a subscription for a membership, a one-off
 * payment for a gift), the customer portal for cards, subscription updates
 * for cancel and resume. Every request carries an idempotency key, so a retry
 * never charges twice; state comes back only through signed webhooks.
 */
export function createStripeProvider(settings: StripeSettings, api?: StripeApi): PaymentProvider {
  const stripe = stripeClient(settings, api);
  return {
    name: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_'),
    async createCheckout({ session, email, successUrl, cancelUrl }) {
      const membership = session.kind === 'membership';
      const interval = session.plan === 'yearly' ? 'year' : 'month';
      const metadata = {
        checkoutId: session.id,
        userId: session.userId,
        plan: session.plan,
        kind: session.kind,
      };
      const created = await stripe.checkout.sessions.create(
        {
          mode: membership ? 'subscription' : 'payment',
          customer_email: email ?? undefined,
          client_reference_id: session.userId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: session.currency.toLowerCase(),
                unit_amount: session.amount,
                product_data: {
                  name: membership
                    ? `Membership (${session.plan})`
                    : `Gift membership (${session.plan})`,
                },
                ...(membership ? { recurring: { interval } } : {}),
              },
            },
          ],
          metadata,
          ...(membership ? { subscription_data: { metadata } } : {}),
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `checkout:${session.id}` },
      );
      return { providerSessionId: created.id, url: created.url ?? cancelUrl };
    },
    async setCancelAtPeriodEnd(membership, cancel) {
      await stripe.subscriptions.update(
        membership.providerSubscriptionId,
        { cancel_at_period_end: cancel },
        // A double click repeats the key; the webhook that applies a change moves lastEventAt.
        { idempotencyKey: `cancel:${membership.id}:${cancel}:${membership.lastEventAt.getTime()}` },
      );
      return [];
    },
    async paymentMethodPortalUrl(membership, returnUrl) {
      if (!membership.providerCustomerId) return null;
      const portal = await stripe.billingPortal.sessions.create({
        customer: membership.providerCustomerId,
        return_url: returnUrl,
      });
      return portal.url;
    },
  };
}
