import type Stripe from 'stripe';
import { MEMBERSHIP_PLANS } from '@shared/billing/plans';
import type { MembershipPlan } from '@shared/billing/plans';
import type { CardSummary, ProviderEvent } from './provider-events';

/**
 * Stripe's verified webhook events as provider events. Quire asks Stripe to
 * carry its own ids in metadata (the reader, the plan, the checkout), so an
 * event is understood without a call back to Stripe. Events Quire does not
 * use map to nothing (and are still recorded, so a replay stays a no-op).
 */

type Metadata = Record<string, string> | null | undefined;

const planOf = (value: string | undefined): MembershipPlan | null =>
  (MEMBERSHIP_PLANS as readonly string[]).includes(value ?? '') ? (value as MembershipPlan) : null;

const dateOf = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

// Newer API versions moved the period from the subscription to its items.
function subscriptionPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const loose = subscription as unknown as { current_period_end?: number };
  const item = subscription.items?.data?.[0] as unknown as { current_period_end?: number };
  return dateOf(loose.current_period_end ?? item?.current_period_end);
}

function subscriptionEvent(event: Stripe.Event, occurredAt: Date): ProviderEvent[] {
  const subscription = event.data.object as Stripe.Subscription;
  const metadata = subscription.metadata as Metadata;
  const plan = planOf(metadata?.plan);
  const userId = metadata?.userId;
  const periodEnd = subscriptionPeriodEnd(subscription);
  if (!plan || !userId || !periodEnd) return [];
  // An incomplete subscription (first payment pending) is not a membership yet.
  if (subscription.status === 'incomplete') return [];
  const live = ['active', 'trialing', 'past_due'].includes(subscription.status);
  return [
    {
      id: event.id,
      occurredAt,
      type: 'subscription.updated',
      subscription: {
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        userId,
        plan,
        status: event.type === 'customer.subscription.deleted' || !live ? 'ended' : 'active',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        card: null,
      },
    },
  ];
}

interface LooseInvoice {
  id: string;
  amount_paid: number;
  currency: string;
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Metadata } | null;
  parent?: {
    subscription_details?: { subscription?: string | { id: string }; metadata?: Metadata };
  } | null;
  lines?: { data?: Array<{ period?: { start: number; end: number } }> };
}

function invoicePaid(event: Stripe.Event, occurredAt: Date): ProviderEvent[] {
  const invoice = event.data.object as unknown as LooseInvoice;
  const details = invoice.parent?.subscription_details;
  const metadata = details?.metadata ?? invoice.subscription_details?.metadata;
  const subscriptionId = idOf(details?.subscription ?? invoice.subscription);
  const plan = planOf(metadata?.plan);
  const userId = metadata?.userId;
  if (!plan || !userId || !subscriptionId || invoice.amount_paid <= 0) return [];
  const period = invoice.lines?.data?.[0]?.period;
  return [
    {
      id: event.id,
      occurredAt,
      type: 'charge.succeeded',
      charge: {
        chargeId: invoice.id,
        idempotencyKey: invoice.id,
        userId,
        subscriptionId,
        kind: 'membership',
        plan,
        amount: invoice.amount_paid,
        currency: invoice.currency,
        card: null,
        periodStart: dateOf(period?.start),
        periodEnd: dateOf(period?.end),
        checkoutId: null,
      },
    },
  ];
}

function checkoutCompleted(event: Stripe.Event, occurredAt: Date): ProviderEvent[] {
  const session = event.data.object as Stripe.Checkout.Session;
  const metadata = session.metadata as Metadata;
  const completed: ProviderEvent = {
    id: event.id,
    occurredAt,
    type: 'checkout.completed',
    checkoutId: session.id,
  };
  const plan = planOf(metadata?.plan);
  const userId = metadata?.userId;
  // A gift is a one-off payment: the checkout is its charge.
  if (session.mode !== 'payment' || !plan || !userId || session.payment_status !== 'paid')
    return [completed];
  const card: CardSummary | null = null;
  return [
    {
      id: `${event.id}:charge`,
      occurredAt,
      type: 'charge.succeeded',
      charge: {
        chargeId: idOf(session.payment_intent) ?? session.id,
        idempotencyKey: metadata?.checkoutId ?? session.id,
        userId,
        subscriptionId: null,
        kind: 'gift',
        plan,
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        card,
        periodStart: null,
        periodEnd: null,
        checkoutId: metadata?.checkoutId ?? null,
      },
    },
    completed,
  ];
}

/** The provider events one verified Stripe event stands for (often none). */
export function providerEventsOf(event: Stripe.Event): ProviderEvent[] {
  const occurredAt = new Date(event.created * 1000);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionEvent(event, occurredAt);
    case 'invoice.paid':
      return invoicePaid(event, occurredAt);
    case 'checkout.session.completed':
      return checkoutCompleted(event, occurredAt);
    default:
      return [];
  }
}
