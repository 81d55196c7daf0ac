/** What the membership and billing pages say. */
export const BILLING_TEXTS = {
  testMode: 'Test mode: no money moves. Pay with a test card such as 4242 4242 4242 4242.',
  testModeLabel: 'Test mode',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code',
  processing: 'Processing…',
  failed: 'Something went wrong. Try again.',
  signInHeading: 'Membership',
  signInText: 'Sign in to become a member, manage your membership or give one as a gift.',
  signIn: 'Sign in',
  loading: 'Loading…',
  plansLegend: 'Plan',
  planNames: { monthly: 'Monthly', yearly: 'Yearly' } as Record<string, string>,
  planPeriods: { monthly: 'per month', yearly: 'per year' } as Record<string, string>,
};
