/**
 * Billing: membership plans at the operator's prices, checkouts, charges,
 * gifts, and the payment-provider interface with its two implementations
 * (the local test mode and Stripe). Membership state changes only by applying
 * verified provider events (decision 037); `users.member_at` is kept in step.
 */
export { advanceLocalMemberships } from './membership.service';
export { markTaxIdNotVerified } from './partner.service';
export { closePartnerMonths, listDuePayouts, markPayoutPaid } from './partner-payouts.service';
export { runPartnerClock } from './partner-clock.service';
export type { PartnerClockSettings } from './partner-clock.service';
export { billingSetupOf } from './billing-setup';
export { handleStripeWebhook } from './stripe-webhook';
