/**
 * How members' fees become writers' earnings, for one calendar month.
 *
 * For each member: their fee that month (the charges' integer minor units)
 * minus the platform's share is the member's pool; the pool is split among the
 * member-only stories they read that month by each story's share of their
 * reading time. Amounts are whole minor units and never created: the platform
 * keeps the fee's rounding (its share is rounded up), and a pool is split by
 * largest remainder (floor every share, then one unit each to the largest
 * fractions, ties to the smaller story id) so the shares add up to the pool
 * exactly. A member who read no member-only story leaves their pool with the
 * platform. Pure: the caller loads the month's charges and reading time.
 */
interface MemberMonth {
  /** The member's fee for the month, in minor units. */
  feeMinor: number;
  /** Seconds the member spent on each member-only story that month. */
  secondsByStory: ReadonlyMap<string, number>;
}

/** The platform's share in basis points (5000 = 50%), the operator's setting. */
export function memberPool(feeMinor: number, platformShareBasisPoints: number): number {
  return Math.floor((feeMinor * (10_000 - platformShareBasisPoints)) / 10_000);
}

/** Splits `pool` by `weights` with the largest-remainder method; the parts add up to `pool`. */
export function splitByLargestRemainder(
  pool: number,
  weights: ReadonlyMap<string, number>,
): Map<string, number> {
  const entries = [...weights].filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const parts = new Map<string, number>();
  if (total === 0 || pool <= 0) return parts;
  const shares = entries.map(([key, weight]) => {
    const exact = pool * weight;
    return { key, floor: Math.floor(exact / total), fraction: exact % total };
  });
  let left = pool - shares.reduce((sum, share) => sum + share.floor, 0);
  shares.sort((a, b) => b.fraction - a.fraction || (a.key < b.key ? -1 : 1));
  for (const share of shares) {
    const extra = left > 0 ? 1 : 0;
    left -= extra;
    parts.set(share.key, share.floor + extra);
  }
  return parts;
}

/** Each story's earnings for the month from all its members' pools. */
export function storyEarnings(
  members: readonly MemberMonth[],
  platformShareBasisPoints: number,
): Map<string, number> {
  const earnings = new Map<string, number>();
  for (const member of members) {
    const pool = memberPool(member.feeMinor, platformShareBasisPoints);
    for (const [story, amount] of splitByLargestRemainder(pool, member.secondsByStory))
      earnings.set(story, (earnings.get(story) ?? 0) + amount);
  }
  return earnings;
}
