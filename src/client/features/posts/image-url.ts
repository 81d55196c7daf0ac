import { imageUrl as buildImageUrl } from '@shared/media/image-url';
import type { ImageUrlOptions } from '@shared/media/image-url';

/** Path of an uploaded or demo image by id; with options, a resized proxy variant. */
export function imageUrl(imageId: string, options?: ImageUrlOptions): string {
  return buildImageUrl(imageId, options);
}

export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 23, 2026', in UTC so the server and the browser render the same text.
 * Written out by hand: the first toLocaleDateString call loads the browser's
 * locale data, a long task on a slow phone right when the page hydrates.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
