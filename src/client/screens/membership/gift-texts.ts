/** Gift a membership: buying one and redeeming one. */
export const GIFT_TEXTS = {
  title: (productName: string) => `Gift a membership – ${productName}`,
  heading: 'Gift a membership',
  lead: 'Give someone a month or a year of membership. They get an e-mail with a link to redeem it.',
  recipient: 'Their e-mail address',
  continue: 'Continue to payment',
  sentHeading: 'Your gift is on its way',
  sentText:
    'We e-mailed the redeem link to the person you chose. The receipt is in your billing history.',
  another: 'Give another gift',
  redeemHeading: 'You have been given a membership',
  redeemText: (plan: string) => `A ${plan} membership is waiting for you.`,
  redeem: 'Redeem gift',
  signInToRedeem: 'Sign in or create an account to redeem your gift.',
  invalidLink: 'This gift link is not valid.',
  redeemed: 'This gift has already been redeemed.',
  planWords: { monthly: 'one-month', yearly: 'one-year' } as Record<string, string>,
};
