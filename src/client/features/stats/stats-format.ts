/**
 * Figures and dates as the stats pages show them. Dates are UTC, as the
 * rollup counts them, so the server's HTML and the browser's agree.
 */
const numberFormat = new Intl.NumberFormat('en-US');
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const hourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const formatCount = (value: number): string => numberFormat.format(value);

export const formatRatio = (ratio: number): string => `${Math.round(ratio * 1000) / 10}%`;

/** 0 min, 45 min, 3 h 5 min. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${formatCount(hours)} h` : `${formatCount(hours)} h ${rest} min`;
}

export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));
export const formatHour = (iso: string): string => hourFormat.format(new Date(iso));
