/** 'March 2026' for '2026-03', the same on the server and in every browser. */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** 'December 28, 2026' for a time, in UTC: the same on the server and in every browser. */
export const dayLabel = (at: string): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

/** '0 min', '42 min', '1 h 5 min'. */
export function readingTime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The month a dashboard address asks for (?month=YYYY-MM), if any. */
export function requestedMonth(location: string): string | null {
  const month = new URLSearchParams(location.split('?')[1] ?? '').get('month');
  return month && /^\d{4}-\d{2}$/.test(month) ? month : null;
}
