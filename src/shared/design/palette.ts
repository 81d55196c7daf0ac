import { mixColors } from './color';
import { CONTRAST_MINIMUM, contrastRatio, formatRatio } from './contrast';

/** The two inks text is set in: the site's near-black, or white on a dark background. */
const DARK_INK = '#242424';
const LIGHT_INK = '#ffffff';

/** Whichever ink reads better on this colour. */
export function inkOn(background: string): string {
  return contrastRatio(DARK_INK, background) >= contrastRatio(LIGHT_INK, background)
    ? DARK_INK
    : LIGHT_INK;
}

/**
 * The quieter text (bylines, dates): the ink a third of the way to the
 * background while that still reaches AA, otherwise the ink itself.
 */
export function mutedInkOn(background: string): string {
  const ink = inkOn(background);
  const muted = mixColors(ink, background, 0.33);
  return contrastRatio(muted, background) >= CONTRAST_MINIMUM.text ? muted : ink;
}

/** Raised panels (avatars, chips, quotes) sit a shade off the background, toward the ink. */
export function surfaceOn(background: string): string {
  return mixColors(background, inkOn(background), 0.06);
}

/** Marked passages take a wash of the primary colour. */
export function highlightOn(primary: string, background: string): string {
  return mixColors(background, primary, 0.25);
}

const PALETTE_TEXTS = {
  text: (ratio: string) =>
    `Text on this background has a contrast of ${ratio}; it needs at least ${CONTRAST_MINIMUM.text}:1.`,
  primary: (ratio: string) =>
    `The primary colour on this background has a contrast of ${ratio}; it needs at least ${CONTRAST_MINIMUM.accent}:1.`,
  onPrimary: (ratio: string) =>
    `Text on the primary colour has a contrast of ${ratio}; it needs at least ${CONTRAST_MINIMUM.text}:1.`,
} as const;

/**
 * Why this palette cannot be used (WCAG AA), or null when it can, checked in
 * the order a reader meets them: text is set in the better ink for the
 * background and must reach 4.5:1 there, on the raised surface and on a
 * highlighted passage (the lowest of the three is the one reported); the primary colour marks buttons, rules
 * and focus against the background and must reach 3:1; and the label on a
 * primary button (the better ink for it) must reach 4.5:1 like any text.
 */
export function paletteRefusal(primary: string, background: string): string | null {
  const ink = inkOn(background);
  const text = Math.min(
    ...[background, surfaceOn(background), highlightOn(primary, background)].map((under) =>
      contrastRatio(ink, under),
    ),
  );
  if (text < CONTRAST_MINIMUM.text) return PALETTE_TEXTS.text(formatRatio(text));
  const accent = contrastRatio(primary, background);
  if (accent < CONTRAST_MINIMUM.accent) return PALETTE_TEXTS.primary(formatRatio(accent));
  const label = contrastRatio(inkOn(primary), primary);
  if (label < CONTRAST_MINIMUM.text) return PALETTE_TEXTS.onPrimary(formatRatio(label));
  return null;
}

interface ColorPointValue {
  color: string;
  point: number;
}

export interface ColorSpectrumValue {
  backgroundColor: string;
  colorPoints: ColorPointValue[];
}

const POINTS = [0, 0.5, 1];

/** Colours from `from` (point 0) to `to` (point 1) over a background. */
function spectrum(backgroundColor: string, from: string, to: string): ColorSpectrumValue {
  return {
    backgroundColor,
    colorPoints: POINTS.map((point) => ({ color: mixColors(from, to, point), point })),
  };
}

/**
 * The spec's ColorPalette from the two colours a publisher picks: the
 * highlight spectrum runs from the background to the primary colour, the
 * default background spectrum from the background to the ink, and the tint
 * spectrum is the same over a background tinted with the primary colour.
 */
export function colorPaletteOf(primary: string, background: string) {
  const tint = mixColors(background, primary, 0.1);
  return {
    primaryColor: primary,
    backgroundColor: background,
    highlightSpectrum: spectrum(background, background, primary),
    defaultBackgroundSpectrum: spectrum(background, background, inkOn(background)),
    tintBackgroundSpectrum: spectrum(tint, tint, inkOn(tint)),
  };
}
