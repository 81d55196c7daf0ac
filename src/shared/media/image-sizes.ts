/**
 * Image sizes the proxy will produce. Anything else is refused, so a crawler
 * cannot fill the variant cache by asking for every width from 1 to 10000.
 */

/** Spec §9: full width, outset, default, inset. */
export const IMAGE_WIDTHS = { fullWidth: 2400, outset: 1000, default: 700, inset: 350 } as const;

/** Spec §9: a cropped preview is 0.3 as high as it is wide; a constrained preview is 240 high. */
const CROPPED_PREVIEW_HEIGHT_RATIO = 0.3;
const CONSTRAINED_PREVIEW_HEIGHT = 240;

/** Spec (navigation §3): avatar sizes in px. */
export const AVATAR_SIZES = {
  XXXS: 20,
  XXS: 28,
  XS: 32,
  S: 40,
  M: 48,
  L: 64,
  XL: 80,
  XXL: 128,
} as const;

/** Social cards (og:image, twitter:image): the 1.91:1 picture X, Facebook and others show large. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Well-known id of the neutral avatar shown for users without a picture. */
export const DEFAULT_AVATAR_ID = 'default-avatar';

/** Story cards, publication logos and thumbnails. */
const CARD_SIZES = [100, 112, 140, 160, 200, 240, 280, 320, 400, 600, 800, 1200];

const doubled = (sizes: readonly number[]) => sizes.flatMap((size) => [size, size * 2]);

const stableWidths = Object.values(IMAGE_WIDTHS);
const previewHeights = stableWidths.map((width) =>
  Math.round(width * CROPPED_PREVIEW_HEIGHT_RATIO),
);

/** Every dimension (width or height) the proxy accepts. */
export const ALLOWED_IMAGE_DIMENSIONS: ReadonlySet<number> = new Set([
  ...doubled([
    ...stableWidths,
    ...previewHeights,
    CONSTRAINED_PREVIEW_HEIGHT,
    ...Object.values(AVATAR_SIZES),
    ...CARD_SIZES,
  ]),
  // Crawlers fetch social cards once, at one size: no 2x.
  SOCIAL_CARD_SIZE.width,
  SOCIAL_CARD_SIZE.height,
]);

export function isAllowedImageDimension(size: number): boolean {
  return ALLOWED_IMAGE_DIMENSIONS.has(size);
}

/** Focal points are quantised: finer steps are invisible and would multiply cache entries. */
export const FOCAL_STEP = 5;
/**
 * Encoder qualities a URL may name: 20 for blurred placeholders, 60 for
 * data-saving pictures. Without a quality segment each format's default is
 * used. Every other value is refused, so one picture has a handful of
 * variants, not one per quality from 1 to 100.
 */
export const IMAGE_QUALITIES: readonly number[] = [20, 60];
/** Blur sigmas a URL may name: 10 for placeholders, 20 for backdrops. */
export const IMAGE_BLURS: readonly number[] = [10, 20];
