import { IMAGE_WIDTHS } from './image-sizes';

/** Spec §9: max widths of the reading column. */
const MAX_WIDTH_INSET = 680;
const MAX_WIDTH_OUTSET = 1192;
export interface ImageSizing {
  /** Widths for the srcset (1x and 2x of the column), capped at the original. */
  widths: number[];
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string;
  /** The width of the plain `src` fallback. */
  fallbackWidth: number;
}

function layoutWidth(layout: string | null | undefined): number {
  switch (layout) {
    case 'FULL_WIDTH':
      return IMAGE_WIDTHS.fullWidth;
    case 'OUTSET_CENTER':
      return IMAGE_WIDTHS.outset;
    case 'INSET_LEFT':
      return IMAGE_WIDTHS.inset;
    default:
      return IMAGE_WIDTHS.default;
  }
}

function sizesFor(layout: string | null | undefined): string {
  switch (layout) {
    case 'FULL_WIDTH':
      return '100vw';
    case 'OUTSET_CENTER':
      return `(min-width: ${MAX_WIDTH_OUTSET}px) ${MAX_WIDTH_OUTSET}px, 100vw`;
    case 'INSET_LEFT':
      return `(min-width: 552px) ${IMAGE_WIDTHS.inset}px, 100vw`;
    default:
      return `(min-width: ${MAX_WIDTH_INSET}px) ${MAX_WIDTH_INSET}px, 100vw`;
  }
}

/** Sizes per layout (spec §9: full 2400, outset 1000, inset 350, default 700). */
export function imageSizing(layout: string | null | undefined, originalWidth: number): ImageSizing {
  const target = layoutWidth(layout);
  const cap = originalWidth > 0 ? originalWidth : target;
  const candidates = [Math.round(target / 2), target, target * 2].filter((w) => w <= 4800);
  const widths = [...new Set(candidates.map((w) => Math.min(w, Math.max(cap, 100))))];
  return {
    widths,
    sizes: sizesFor(layout),
    fallbackWidth: Math.min(target, Math.max(cap, 100)),
  };
}
