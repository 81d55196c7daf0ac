/**
 * Trending's modes (spec: today, week, month, all time), as their path
 * segments in /trending/mode/{mode}. /trending shows the first.
 */
export const TRENDING_MODES = ['today', 'week', 'month', 'all-time'] as const;

export type TrendingMode = (typeof TRENDING_MODES)[number];

export const isTrendingMode = (value: string): value is TrendingMode =>
  (TRENDING_MODES as readonly string[]).includes(value);
