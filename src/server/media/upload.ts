import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { Database } from '../db/client';
import { media } from '../db/schema/media';
import { contentTypeOf, storageKeyOf, uploadIdFor } from './media-id';
import type { RasterFormat } from './media-id';
import type { MediaStore } from './media-store';

export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 50_000_000;

/** A publication's tab icon is stored cropped to this square (routes-entities-shell §3.1). */
const FAVICON_SIZE = 128;

/** What an upload is for: an ordinary picture, or a favicon cropped to its square. */
export type UploadPurpose = 'image' | 'favicon';

export class UploadRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

export interface StoredImage {
  id: string;
  width: number;
  height: number;
}

const ANIMATABLE = new Set<RasterFormat>(['gif', 'webp']);

/** The real format from the bytes (the client's content type and file name are ignored). */
async function sniffFormat(bytes: Buffer): Promise<{ format: RasterFormat; pixels: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRejectedError('This file is not an image we can read.', 415);
  }
  const format = metadata.format === 'heif' ? heifFlavour(metadata) : metadata.format;
  if (!isRasterFormat(format))
    throw new UploadRejectedError('Images must be JPEG, PNG, GIF, WebP or AVIF.', 415);
  return { format, pixels: (metadata.width ?? 0) * (metadata.height ?? 0) };
}

// sharp reports AVIF as HEIF with AV1 compression; other HEIF (HEIC) is not supported.
function heifFlavour(metadata: Metadata): string {
  return metadata.compression === 'av1' ? 'avif' : 'heic';
}

function isRasterFormat(format: string | undefined): format is RasterFormat {
  return (
    format === 'jpeg' ||
    format === 'png' ||
    format === 'gif' ||
    format === 'webp' ||
    format === 'avif'
  );
}

/**
 * Decodes and re-encodes: applies the EXIF orientation, then drops every
 * metadata block (GPS position, camera serials) because sharp writes none unless asked.
 */
async function reencode(bytes: Buffer, format: RasterFormat, purpose: UploadPurpose) {
  const rotated = sharp(bytes, {
    limitInputPixels: UPLOAD_MAX_PIXELS,
    animated: purpose === 'image' && ANIMATABLE.has(format),
  }).rotate();
  // A favicon is cut to its centre square, so a wide logo keeps its middle.
  const image =
    purpose === 'favicon'
      ? rotated.resize(FAVICON_SIZE, FAVICON_SIZE, { fit: 'cover', position: 'centre' })
      : rotated;
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : format === 'avif'
        ? image.avif({ quality: 70, effort: 2 })
        : image.toFormat(format);
  try {
    return await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRejectedError('This image could not be decoded.', 400);
  }
}

export async function storeUpload(options: {
  db: Database;
  store: MediaStore;
  bytes: Buffer;
  uploaderId: string;
  purpose?: UploadPurpose;
}): Promise<StoredImage> {
  const { format, pixels } = await sniffFormat(options.bytes);
  if (pixels > UPLOAD_MAX_PIXELS)
    throw new UploadRejectedError('Images may have at most 50 megapixels.', 413);
  const { data, info } = await reencode(options.bytes, format, options.purpose ?? 'image');
  // Animated images report the height of the whole strip; the page height is one frame.
  const height = info.pageHeight ?? info.height;
  const id = uploadIdFor(data, format);
  await options.store.put(storageKeyOf(id), data, contentTypeOf(format));
  await options.db
    .insert(media)
    .values({
      id,
      type: format,
      width: info.width,
      height,
      sizeBytes: data.length,
      uploaderId: options.uploaderId,
    })
    .onConflictDoNothing();
  return { id, width: info.width, height };
}
