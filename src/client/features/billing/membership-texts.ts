/** The settings page's membership section and the payment update page. */
export const MEMBERSHIP_SETTINGS_TEXTS = {
  heading: 'Membership',
  notMember: 'You are not a member.',
  becomeMember: 'Become a member',
  pastMember: 'Your membership has ended. Pick up where you left off:',
  resumeMembership: 'Resume membership',
  plan: (plan: string) =>
    ({ monthly: 'Monthly membership', yearly: 'Yearly membership', gift: 'Gift membership' })[
      plan
    ] ?? 'Membership',
  renews: (date: string) => `Renews on ${date}.`,
  ends: (date: string) => `Cancelled: your membership ends on ${date}.`,
  card: (brand: string, last4: string) => `Paid with ${brand} ending in ${last4}.`,
  cancel: 'Cancel membership',
  confirmCancel: 'Cancel at the end of the paid period? You stay a member until then.',
  confirmYes: 'Yes, cancel',
  confirmNo: 'Keep membership',
  cancelled: 'Your membership is cancelled. It lasts until the end of the paid period.',
  resumed: 'Your membership will continue.',
  updatePayment: 'Update payment method',
  paymentUpdated: 'Your payment method was updated.',
  billingHistory: 'Billing history',
  giftMembership: 'Gift a membership',
  updateTitle: (productName: string) => `Update payment method – ${productName}`,
  updateHeading: 'Update payment method',
  saveCard: 'Save card',
  noMembership: 'You have no active membership.',
  toPortal: 'Continue to the payment provider',
};

/** A date as readers read it: "March 5, 2027". */
export function readableDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
