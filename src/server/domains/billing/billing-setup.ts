import type { ServerConfig } from '@server/env';
import type { Mailer } from '@server/mail/mailer';
import type { ServiceContext } from '@server/service-context';
import type { MembershipPlan } from '@shared/billing/plans';
import { MEMBERSHIP_PLANS } from '@shared/billing/plans';
import { localProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

/** What the billing services need besides a request's context: the provider and the operator's prices. */
export interface BillingSetup {
  provider: PaymentProvider;
  prices: ServerConfig['billing'];
  /** The site's own origin, for the links the provider and mails send readers to. */
  publicUrl: string;
  mailer: Mailer;
  productName: string;
  /** Stripe's keys when it is the provider (its webhooks are checked with the signing secret). */
  stripe: ServerConfig['billing']['stripe'];
}

export type BillingContext = Pick<ServiceContext, 'db' | 'viewer'> & { billing: BillingSetup };

const providers = new WeakMap<ServerConfig, PaymentProvider>();

/** Stripe when the operator set its key, otherwise the local test-mode provider: one per server. */
function providerFor(config: ServerConfig): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.billing.stripe ? createStripeProvider(config.billing.stripe) : localProvider;
    providers.set(config, provider);
  }
  return provider;
}

export function billingSetupOf(options: {
  config: ServerConfig;
  publicUrl: string;
  mailer: Mailer;
}): BillingSetup {
  return {
    provider: providerFor(options.config),
    prices: options.config.billing,
    publicUrl: options.publicUrl,
    mailer: options.mailer,
    productName: options.config.productName,
    stripe: options.config.billing.stripe,
  };
}

export interface PlanOffer {
  plan: MembershipPlan;
  amount: number;
  currency: string;
}

/** The plans on sale, at the operator's prices. */
export const planOffers = (prices: ServerConfig['billing']): PlanOffer[] =>
  MEMBERSHIP_PLANS.map((plan) => ({
    plan,
    amount: prices.prices[plan],
    currency: prices.currency,
  }));
