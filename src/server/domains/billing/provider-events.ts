import type { MembershipPlan } from '@shared/billing/plans';

/** The card a payment used, as the provider reports it (never the number). */
export interface CardSummary {
  brand: string;
  last4: string;
}

/**
 * What a provider tells us, in one shape whichever provider it is: the local
 * provider builds these directly, Stripe's verified webhooks are mapped to
 * them (stripe-events.ts). Membership state changes only by applying them.
 */
export type ProviderEvent = {
  /** The provider's event id: applying the same id twice changes nothing. */
  id: string;
  /** The provider's time of the event: an older event than the one applied last is ignored. */
  occurredAt: Date;
} & (
  | { type: 'subscription.updated'; subscription: SubscriptionState }
  | { type: 'charge.succeeded'; charge: ChargeFacts }
  | { type: 'checkout.completed'; checkoutId: string }
);

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  userId: string;
  plan: MembershipPlan | 'gift';
  status: 'active' | 'ended';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  card: CardSummary | null;
}

export interface ChargeFacts {
  chargeId: string;
  idempotencyKey: string;
  userId: string;
  subscriptionId: string | null;
  kind: 'membership' | 'gift';
  plan: MembershipPlan;
  amount: number;
  currency: string;
  card: CardSummary | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** The checkout that asked for it, when there was one (a gift's recipient is kept there). */
  checkoutId: string | null;
}
