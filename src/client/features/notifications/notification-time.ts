import { NOTIFICATION_TEXTS, timeAgo } from './texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec §9: from five days on a notification shows its date, before that how long ago. */
const DATE_AFTER_MS = 5 * DAY;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Just now', '5 minutes ago', '3 hours ago', '2 days ago'; then 'Nov 18' (or 'Nov 18, 2025' in another year), in the viewer's time zone. */
export function formatNotificationTime(occurredAt: string, now: Date): string {
  const date = new Date(occurredAt);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed >= DATE_AFTER_MS) {
    const day = `${MONTHS[date.getMonth()]} ${date.getDate()}`;
    return date.getFullYear() === now.getFullYear() ? day : `${day}, ${date.getFullYear()}`;
  }
  if (elapsed < MINUTE) return NOTIFICATION_TEXTS.justNow;
  if (elapsed < HOUR) return timeAgo(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return timeAgo(Math.floor(elapsed / HOUR), 'hour');
  return timeAgo(Math.floor(elapsed / DAY), 'day');
}
