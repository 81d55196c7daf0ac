import { imageUrl as buildImageUrl } from '../../../shared/media/image-url';
import type { ImageUrlOptions } from '../../../shared/media/image-url';

/** Path of an uploaded or demo image by id; with options, a resized proxy variant. */
export function imageUrl(imageId: string, options?: ImageUrlOptions): string {
  return buildImageUrl(imageId, options);
}

export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', DATE_FORMAT);
}
