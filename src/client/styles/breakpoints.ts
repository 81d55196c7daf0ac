/**
 * Breakpoints from spec §9, for code that cannot read CSS (matchMedia, image
 * sizes). tokens.css documents the same ranges; keep the two in step.
 */
export type BreakpointName = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Smallest width (px) at which each named range starts. */
export const BREAKPOINT_MIN = { sm: 552, md: 728, lg: 904, xl: 1080 } as const;

/** Largest width (px) of each range below xl; fractional so ranges never overlap. */
export const BREAKPOINT_MAX = { xs: 551.98, sm: 727.98, md: 903.98, lg: 1079.98 } as const;

export const GRID_COLUMNS: Record<BreakpointName, number> = {
  xs: 6,
  sm: 8,
  md: 10,
  lg: 12,
  xl: 12,
};

/** Media query strings, one per range, for matchMedia. */
export const MEDIA_QUERIES: Record<BreakpointName, string> = {
  xs: `(max-width: ${BREAKPOINT_MAX.xs}px)`,
  sm: `(min-width: ${BREAKPOINT_MIN.sm}px) and (max-width: ${BREAKPOINT_MAX.sm}px)`,
  md: `(min-width: ${BREAKPOINT_MIN.md}px) and (max-width: ${BREAKPOINT_MAX.md}px)`,
  lg: `(min-width: ${BREAKPOINT_MIN.lg}px) and (max-width: ${BREAKPOINT_MAX.lg}px)`,
  xl: `(min-width: ${BREAKPOINT_MIN.xl}px)`,
};

/** The named range a viewport width falls into. */
export function breakpointForWidth(width: number): BreakpointName {
  if (width >= BREAKPOINT_MIN.xl) return 'xl';
  if (width >= BREAKPOINT_MIN.lg) return 'lg';
  if (width >= BREAKPOINT_MIN.md) return 'md';
  if (width >= BREAKPOINT_MIN.sm) return 'sm';
  return 'xs';
}
