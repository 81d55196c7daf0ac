import type { CheckoutSessionRow, MembershipRow } from '@server/db/schema/billing';
import { newId } from '@server/lib/ids';
import { periodEnd } from '@shared/billing/plans';
import type { PaymentProvider } from './payment-provider';
import type { CardSummary, ProviderEvent, SubscriptionState } from './provider-events';

/**
 * The built-in provider: the same flows as Stripe on this machine, in test
 * mode. Its card form is Quire's own /payment page (test cards only, see
 * test-cards.ts) and its "webhooks" are the same provider events, applied in
 * the paying request's transaction instead of arriving over the network.
 * Event and charge ids are derived from the checkout or the period they
 * belong to, so doing the same thing twice yields the same ids.
 */
const stateOf = (membership: MembershipRow): SubscriptionState => ({
  subscriptionId: membership.providerSubscriptionId,
  customerId: membership.providerCustomerId,
  userId: membership.userId,
  plan: membership.plan,
  status: membership.status,
  currentPeriodEnd: membership.currentPeriodEnd,
  cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
  card:
    membership.cardBrand && membership.cardLast4
      ? { brand: membership.cardBrand, last4: membership.cardLast4 }
      : null,
});

const changed = (
  membership: MembershipRow,
  change: Partial<SubscriptionState>,
  now: Date,
): ProviderEvent => ({
  id: `evt_local_${newId()}`,
  occurredAt: now,
  type: 'subscription.updated',
  subscription: { ...stateOf(membership), ...change },
});

/** The events a paid checkout produces: the subscription (not for a gift), the charge, the checkout. */
export function localCheckoutPaid(
  session: CheckoutSessionRow,
  card: CardSummary,
  now: Date,
): ProviderEvent[] {
  const plan = session.plan;
  const end = periodEnd(plan, now);
  const subscriptionId = session.kind === 'membership' ? `sub_local_${session.id}` : null;
  const events: ProviderEvent[] = [];
  if (subscriptionId)
    events.push({
      id: `evt_local_${session.id}_subscription`,
      occurredAt: now,
      type: 'subscription.updated',
      subscription: {
        subscriptionId,
        customerId: `cus_local_${session.userId}`,
        userId: session.userId,
        plan,
        status: 'active',
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        card,
      },
    });
  events.push(
    {
      id: `evt_local_${session.id}_charge`,
      occurredAt: now,
      type: 'charge.succeeded',
      charge: {
        chargeId: `ch_local_${session.id}`,
        idempotencyKey: session.id,
        userId: session.userId,
        subscriptionId,
        kind: session.kind,
        plan,
        amount: session.amount,
        currency: session.currency,
        card,
        periodStart: now,
        periodEnd: end,
        checkoutId: session.id,
      },
    },
    {
      id: `evt_local_${session.id}_completed`,
      occurredAt: now,
      type: 'checkout.completed',
      checkoutId: session.id,
    },
  );
  return events;
}

/** A new card on file. */
export const localCardUpdated = (membership: MembershipRow, card: CardSummary, now: Date) =>
  changed(membership, { card }, now);

/**
 * What the provider does when a paid period is over: ends a cancelled
 * membership, or renews it with a charge for the next period (a gift
 * membership simply ends). Ids are per period, so running twice is harmless.
 */
export function localPeriodOver(
  membership: MembershipRow,
  price: { amount: number; currency: string },
): ProviderEvent[] {
  const at = membership.currentPeriodEnd;
  const key = `${membership.providerSubscriptionId}_${at.getTime()}`;
  if (membership.cancelAtPeriodEnd || membership.plan === 'gift')
    return [
      {
        id: `evt_local_${key}_ended`,
        occurredAt: at,
        type: 'subscription.updated',
        subscription: { ...stateOf(membership), status: 'ended' },
      },
    ];
  const plan = membership.plan;
  const end = periodEnd(plan, at);
  const state = stateOf(membership);
  return [
    {
      id: `evt_local_${key}_renewed`,
      occurredAt: at,
      type: 'subscription.updated',
      subscription: { ...state, currentPeriodEnd: end },
    },
    {
      id: `evt_local_${key}_charge`,
      occurredAt: at,
      type: 'charge.succeeded',
      charge: {
        chargeId: `ch_local_${key}`,
        idempotencyKey: key,
        userId: membership.userId,
        subscriptionId: membership.providerSubscriptionId,
        kind: 'membership',
        plan,
        amount: price.amount,
        currency: price.currency,
        card: state.card,
        periodStart: at,
        periodEnd: end,
        checkoutId: null,
      },
    },
  ];
}

export const localProvider: PaymentProvider = {
  name: 'local',
  testMode: true,
  createCheckout: ({ session }) =>
    Promise.resolve({
      providerSessionId: session.id,
      url: `/payment?session=${encodeURIComponent(session.id)}`,
    }),
  setCancelAtPeriodEnd: (membership, cancel) =>
    Promise.resolve([changed(membership, { cancelAtPeriodEnd: cancel }, new Date())]),
  paymentMethodPortalUrl: () => Promise.resolve(null),
};
