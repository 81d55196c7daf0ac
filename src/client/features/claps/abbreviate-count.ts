const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** One decimal below ten units (1.2K), none above (12K); truncated, so 999,999 never reads 1000K. */
function scaled(count: number, unit: number, suffix: 'K' | 'M'): string {
  const units = count / unit;
  if (units >= 10) return `${Math.floor(units)}${suffix}`;
  const tenths = Math.floor(units * 10) / 10;
  return `${tenths.toFixed(1).replace(/\.0$/, '')}${suffix}`;
}

/**
 * A count as readers see it on clap and response counts: exact below a
 * thousand, then abbreviated with K and M (spec §9).
 */
export function abbreviateCount(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  if (whole < THOUSAND) return String(whole);
  if (whole < MILLION) return scaled(whole, THOUSAND, 'K');
  return scaled(whole, MILLION, 'M');
}
