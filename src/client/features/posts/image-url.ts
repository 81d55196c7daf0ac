/** Path of an uploaded or demo image by id. */
export function imageUrl(imageId: string): string {
  return `/media/${encodeURIComponent(imageId)}`;
}

export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', DATE_FORMAT);
}
