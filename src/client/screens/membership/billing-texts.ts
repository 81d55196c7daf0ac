/** Billing history and receipts. */
export const HISTORY_TEXTS = {
  title: (productName: string) => `Billing history – ${productName}`,
  heading: 'Billing history',
  empty: 'No payments yet.',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  receipt: 'Receipt',
  viewReceipt: 'View receipt',
  showMore: 'Show earlier payments',
  what: (kind: string, plan: string) =>
    `${kind === 'gift' ? 'Gift membership' : 'Membership'} (${plan === 'yearly' ? 'yearly' : 'monthly'})`,
  receiptTitle: (productName: string) => `Receipt – ${productName}`,
  receiptHeading: (productName: string) => `${productName} receipt`,
  receiptNumber: 'Receipt number',
  paidOn: 'Paid on',
  period: 'Period',
  paymentMethod: 'Payment method',
  card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  print: 'Print',
  back: 'Back to billing history',
  notFound: 'Receipt not found.',
};
