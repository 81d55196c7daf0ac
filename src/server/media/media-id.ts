import { createHash } from 'node:crypto';

/**
 * Media ids. Uploads are content-addressed: the first 32 hex characters of the
 * SHA-256 of the stored (re-encoded) bytes plus the format, e.g.
 * `3f9c…a1.jpeg`; the same picture uploaded twice is stored once and its URLs
 * never change meaning, which is what makes them cacheable forever. Demo art
 * (`demo-harbour.svg`) and built-in images (`default-avatar`) use readable ids.
 */
export const RASTER_FORMATS = ['jpeg', 'png', 'gif', 'webp', 'avif'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

const MEDIA_ID = /^[a-z0-9][a-z0-9_-]{0,63}(\.(jpeg|png|gif|webp|avif|svg))?$/;
const UPLOAD_ID = /^[0-9a-f]{32}\.(jpeg|png|gif|webp|avif)$/;

export function isValidMediaId(id: string): boolean {
  return MEDIA_ID.test(id);
}

export function isSvgId(id: string): boolean {
  return id.endsWith('.svg');
}

export function uploadIdFor(bytes: Buffer, format: RasterFormat): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${format}`;
}

/** Where an id lives in the store: uploads fan out over 256 folders; others sit at the top. */
export function storageKeyOf(id: string): string {
  return UPLOAD_ID.test(id) ? `${id.slice(0, 2)}/${id}` : id;
}

export function contentTypeOf(format: RasterFormat | 'svg'): string {
  return format === 'svg' ? 'image/svg+xml' : `image/${format}`;
}
