import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './notification-time';

const now = new Date(2026, 10, 23, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatNotificationTime', () => {
  it('says how long ago under five days', () => {
    expect(formatNotificationTime(ago(20_000), now)).toBe('Just now');
    expect(formatNotificationTime(ago(MINUTE), now)).toBe('1 minute ago');
    expect(formatNotificationTime(ago(42 * MINUTE), now)).toBe('42 minutes ago');
    expect(formatNotificationTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatNotificationTime(ago(23 * HOUR), now)).toBe('23 hours ago');
    expect(formatNotificationTime(ago(DAY), now)).toBe('1 day ago');
    expect(formatNotificationTime(ago(5 * DAY - MINUTE), now)).toBe('4 days ago');
  });

  it('shows the date from five days on', () => {
    expect(formatNotificationTime(ago(5 * DAY), now)).toBe('Nov 18');
    expect(formatNotificationTime(new Date(2026, 0, 2, 9).toISOString(), now)).toBe('Jan 2');
  });

  it('adds the year for another year', () => {
    expect(formatNotificationTime(new Date(2025, 11, 31, 9).toISOString(), now)).toBe(
      'Dec 31, 2025',
    );
  });

  it('treats a clock slightly ahead as just now, and a bad date as nothing', () => {
    expect(formatNotificationTime(ago(-5_000), now)).toBe('Just now');
    expect(formatNotificationTime('not a date', now)).toBe('');
  });
});
