/**
 * How much of a membership charge belongs to a calendar month: a monthly
 * charge all to the month its period starts in, a yearly one in twelve equal
 * parts from that month on (the first months take the remainder's units), so
 * the parts add up to the charge exactly.
 */
interface MembershipCharge {
  plan: 'monthly' | 'yearly';
  amount: number;
  /** The period paid for starts here (the charge's time when the provider gave none). */
  startsAt: Date;
}

/** 'YYYY-MM-01' of a time, in UTC. */
export const monthOf = (at: Date): string => `${at.toISOString().slice(0, 7)}-01`;

const monthNumber = (month: string): number =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The month `count` months before `month` ('YYYY-MM-01'). */
export function monthsBefore(month: string, count: number): string {
  const number = monthNumber(month) - count;
  return `${Math.floor(number / 12)}-${String((number % 12) + 1).padStart(2, '0')}-01`;
}

export function feeInMonth(charge: MembershipCharge, month: string): number {
  const months = charge.plan === 'yearly' ? 12 : 1;
  const offset = monthNumber(month) - monthNumber(monthOf(charge.startsAt));
  if (offset < 0 || offset >= months) return 0;
  return Math.floor(charge.amount / months) + (offset < charge.amount % months ? 1 : 0);
}
