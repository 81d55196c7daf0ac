/** Counts on cards and buttons, abbreviated with K and M (spec §9): 999, 1K, 1.2K, 3.4M. */
export function formatCount(count: number): string {
  const value = Math.max(0, Math.floor(count));
  if (value < 1000) return String(value);
  const [divisor, suffix] = value < 1_000_000 ? [1000, 'K'] : [1_000_000, 'M'];
  // One decimal, truncated so that 1,999 reads 1.9K rather than rounding up to 2K.
  const scaled = Math.floor((value / divisor) * 10) / 10;
  if (suffix === 'K' && scaled >= 1000) return '1M';
  return `${Number.isInteger(scaled) ? scaled.toFixed(0) : scaled.toFixed(1)}${suffix}`;
}
