import type { CheckoutSessionRow, MembershipRow } from '@server/db/schema/billing';
import type { ProviderEvent } from './provider-events';

interface CheckoutRequest {
  session: CheckoutSessionRow;
  email: string | null;
  /** Absolute URLs the provider sends the reader back to. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * The one interface money goes through. Two implementations: the local
 * provider (the default; test mode, no money moves, events applied at once)
 * and Stripe (STRIPE_SECRET_KEY; events arrive as signed webhooks).
 */
export interface PaymentProvider {
  name: 'local' | 'stripe';
  /** Pages that take money say so when no money moves. */
  testMode: boolean;
  /** Opens the provider's side of a checkout: where the reader pays. */
  createCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  /**
   * Asks the provider to end the membership at the end of the paid period
   * (`cancel`) or to keep it after all. Answers the events the change
   * produced when the provider reports them at once (local); Stripe's come
   * by webhook.
   */
  setCancelAtPeriodEnd(membership: MembershipRow, cancel: boolean): Promise<ProviderEvent[]>;
  /** The provider's own page for changing the card, or null when the card form is ours. */
  paymentMethodPortalUrl(membership: MembershipRow, returnUrl: string): Promise<string | null>;
}
