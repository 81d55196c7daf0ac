import { describe, expect, it } from 'vitest';
import { formatDate } from './image-url';

describe('formatDate', () => {
  it('writes the short month, day and year, in UTC', () => {
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('Nov 23, 2026');
    expect(formatDate('2026-01-01T00:00:00Z')).toBe('Jan 1, 2026');
    expect(formatDate('2025-12-31T23:59:59.999Z')).toBe('Dec 31, 2025');
  });

  it('agrees with the en-US locale format for every month', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 9, 12));
      expect(formatDate(date.toISOString())).toBe(
        date.toLocaleDateString('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
    }
  });

  it('answers nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
