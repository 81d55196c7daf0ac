/** The two membership plans a reader may buy (for themselves or as a gift). */
export const MEMBERSHIP_PLANS = ['monthly', 'yearly'] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];

/** How long one payment of a plan lasts. */
export function periodEnd(plan: MembershipPlan, start: Date): Date {
  const end = new Date(start);
  if (plan === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
