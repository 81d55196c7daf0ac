import { ALLOWED_IMAGE_DIMENSIONS, FOCAL_STEP, IMAGE_BLURS, IMAGE_QUALITIES } from './image-sizes';

/**
 * Image proxy URLs: `/media/<segment>/…/<id>`, segments in this fixed order:
 *
 *   resize:fit:W  resize:fit:W:H      resample to fit inside, never enlarge
 *   resize:fill:W:H                   cover W×H, cropped around the centre
 *   resize:crop:W:H  focal:X:Y        cover W×H, crop window on the focal point (percent)
 *   resize:letterbox:W:H              fit inside W×H, padded to exactly W×H
 *   blur:N  quality:N                 Gaussian blur sigma, encoder quality (few values)
 *   format:webp | format:auto         webp; or avif/webp/original by the Accept header
 *
 * The order is part of the grammar: the server rebuilds the path from what it
 * parsed and refuses anything that differs, so one picture has one URL and one
 * cache entry.
 */
export type ResizeMode = 'fit' | 'fill' | 'crop' | 'letterbox';
type OutputFormatChoice = 'webp' | 'auto';

export interface ImageTransform {
  resize?: { mode: ResizeMode; width: number; height?: number };
  focal?: { x: number; y: number };
  blur?: number;
  quality?: number;
  format?: OutputFormatChoice;
}

const MEDIA_PATH_PREFIX = '/media/';

/** The canonical segments of a transform (empty for the original). */
export function transformSegments(transform: ImageTransform): string[] {
  const segments: string[] = [];
  const { resize, focal } = transform;
  if (resize) {
    const size =
      resize.height === undefined ? `${resize.width}` : `${resize.width}:${resize.height}`;
    segments.push(`resize:${resize.mode}:${size}`);
  }
  if (focal) segments.push(`focal:${focal.x}:${focal.y}`);
  if (transform.blur !== undefined) segments.push(`blur:${transform.blur}`);
  if (transform.quality !== undefined) segments.push(`quality:${transform.quality}`);
  if (transform.format) segments.push(`format:${transform.format}`);
  return segments;
}

function mediaPath(id: string, transform: ImageTransform = {}): string {
  return MEDIA_PATH_PREFIX + [...transformSegments(transform), encodeURIComponent(id)].join('/');
}

export interface ImageUrlOptions {
  width: number;
  height?: number;
  strategy?: 'resample' | 'fill' | 'crop' | 'letterbox';
  /** Focal point in percent (0..100) for `crop`; rounded to the proxy's 5% steps. */
  focusX?: number;
  focusY?: number;
  blur?: number;
  quality?: number;
  format?: OutputFormatChoice;
}

const SORTED_DIMENSIONS = [...ALLOWED_IMAGE_DIMENSIONS].sort((a, b) => a - b);

/** The smallest allowed size at least as big as asked (or the largest there is). */
export function snapDimension(size: number): number {
  const fallback = SORTED_DIMENSIONS[SORTED_DIMENSIONS.length - 1] ?? size;
  return SORTED_DIMENSIONS.find((allowed) => allowed >= size) ?? fallback;
}

/** The allowed value nearest to `value` (the lower one on a tie). */
function nearest(value: number, allowed: readonly number[]): number {
  return allowed.reduce((best, option) =>
    Math.abs(option - value) < Math.abs(best - value) ? option : best,
  );
}

function snapToStep(value: number, step: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

const MODES = { resample: 'fit', fill: 'fill', crop: 'crop', letterbox: 'letterbox' } as const;

function resizeOf(options: ImageUrlOptions): ImageTransform['resize'] {
  const mode = MODES[options.strategy ?? 'resample'];
  const width = snapDimension(options.width);
  if (mode === 'fit' && options.height === undefined) return { mode, width };
  // Modes other than fit need both sides; a missing height means a square.
  return { mode, width, height: snapDimension(options.height ?? options.width) };
}

/** Builds the transform the proxy understands from loose UI options (sizes are snapped). */
function toTransform(options: ImageUrlOptions): ImageTransform {
  const transform: ImageTransform = { resize: resizeOf(options) };
  const isCrop = options.strategy === 'crop';
  if (isCrop && (options.focusX !== undefined || options.focusY !== undefined)) {
    transform.focal = {
      x: snapToStep(options.focusX ?? 50, FOCAL_STEP, 0, 100),
      y: snapToStep(options.focusY ?? 50, FOCAL_STEP, 0, 100),
    };
  }
  if (options.blur !== undefined) transform.blur = nearest(options.blur, IMAGE_BLURS);
  if (options.quality !== undefined) transform.quality = nearest(options.quality, IMAGE_QUALITIES);
  if (options.format) transform.format = options.format;
  return transform;
}

/** URL of an image by id: the original without options, a proxy variant with them. */
export function imageUrl(id: string, options?: ImageUrlOptions): string {
  return mediaPath(id, options ? toTransform(options) : {});
}

/** A srcset of resampled widths, e.g. `imageSrcSet(id, [700, 1400])`. */
export function imageSrcSet(
  id: string,
  widths: readonly number[],
  options: Omit<ImageUrlOptions, 'width' | 'height'> = {},
): string {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const width of widths) {
    const snapped = snapDimension(width);
    if (seen.has(snapped)) continue;
    seen.add(snapped);
    entries.push(`${imageUrl(id, { ...options, width: snapped })} ${snapped}w`);
  }
  return entries.join(', ');
}
