import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { boxWithin } from '@shared/media/image-box';
import type { Box } from '@shared/media/image-box';
import type { ImageTransform } from '@shared/media/image-url';
import type { RasterFormat } from './media-id';
import { UPLOAD_MAX_PIXELS } from './upload';

const DEFAULT_QUALITY: Record<RasterFormat, number> = {
  jpeg: 80,
  png: 80,
  gif: 80,
  webp: 80,
  avif: 55,
};
const LETTERBOX_BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 };

/** Picks the output format: `format:auto` asks the Accept header, `format:webp` is fixed. */
export function negotiateFormat(
  original: RasterFormat,
  choice: ImageTransform['format'],
  accept: string | undefined,
): RasterFormat {
  if (choice === 'webp') return 'webp';
  if (choice === 'auto') {
    if (accept?.includes('image/avif')) return 'avif';
    if (accept?.includes('image/webp')) return 'webp';
  }
  return original;
}

/** Cover the box, then cut the window centred on the focal point (percent), kept inside the image. */
function cropAroundFocal(image: Sharp, original: Box, box: Box, focal: { x: number; y: number }) {
  const scale = Math.max(box.width / original.width, box.height / original.height);
  const scaled = {
    width: Math.max(box.width, Math.round(original.width * scale)),
    height: Math.max(box.height, Math.round(original.height * scale)),
  };
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return image.resize(scaled.width, scaled.height, { fit: 'fill' }).extract({
    left: clamp((focal.x / 100) * scaled.width - box.width / 2, scaled.width - box.width),
    top: clamp((focal.y / 100) * scaled.height - box.height / 2, scaled.height - box.height),
    width: box.width,
    height: box.height,
  });
}

function applyResize(image: Sharp, original: Box, transform: ImageTransform): Sharp {
  const { resize } = transform;
  if (!resize) return image;
  if (resize.mode === 'fit')
    return image.resize(resize.width, resize.height ?? null, {
      fit: 'inside',
      withoutEnlargement: true,
    });
  const box = boxWithin(original, { width: resize.width, height: resize.height ?? resize.width });
  if (resize.mode === 'letterbox')
    return image.resize(box.width, box.height, {
      fit: 'contain',
      background: LETTERBOX_BACKGROUND,
    });
  if (resize.mode === 'crop')
    return cropAroundFocal(image, original, box, transform.focal ?? { x: 50, y: 50 });
  return image.resize(box.width, box.height, { fit: 'cover', position: 'centre' });
}

function encode(image: Sharp, format: RasterFormat, quality: number | undefined) {
  const q = quality ?? DEFAULT_QUALITY[format];
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: q, mozjpeg: true });
    case 'webp':
      return image.webp({ quality: q });
    case 'avif':
      // Low effort: AVIF encoding is slow and variants are made on request.
      return image.avif({ quality: q, effort: 2 });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
  }
}

/** Produces one variant of a stored raster original. */
export async function renderVariant(options: {
  original: Buffer;
  originalFormat: RasterFormat;
  transform: ImageTransform;
  outputFormat: RasterFormat;
}): Promise<Buffer> {
  const { transform, outputFormat } = options;
  // Keep animation only when the output can carry it and nothing reshapes frames unevenly.
  const animated =
    (options.originalFormat === 'gif' || options.originalFormat === 'webp') &&
    (outputFormat === 'gif' || outputFormat === 'webp') &&
    (transform.resize?.mode ?? 'fit') === 'fit';
  const source = sharp(options.original, { limitInputPixels: UPLOAD_MAX_PIXELS, animated });
  const metadata = await source.metadata();
  const original = {
    width: metadata.width ?? 1,
    height: animated ? (metadata.pageHeight ?? metadata.height ?? 1) : (metadata.height ?? 1),
  };
  let image = applyResize(source, original, transform);
  if (transform.blur !== undefined) image = image.blur(transform.blur);
  return encode(image, outputFormat, transform.quality).toBuffer();
}
