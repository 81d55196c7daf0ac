import { channelsOf } from './color';

/**
 * WCAG 2.x contrast (relative luminance and the (L1 + 0.05) / (L2 + 0.05)
 * ratio), written out rather than taken from a package: the formula is a few
 * lines, and the maintained packages that carry it bring colour spaces and
 * palettes we do not need.
 */

/** AA for body text; AA for large text and for accents (buttons, links' underlines, rules). */
export const CONTRAST_MINIMUM = { text: 4.5, accent: 3 } as const;

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channelsOf(hex).map(linear) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two #rrggbb colours, from 1 to 21, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * A ratio as people read it ("4.4:1"), rounded down to one decimal so that a
 * refused pair never shows the threshold it missed (4.49 reads 4.4, not 4.5).
 */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`;
}
