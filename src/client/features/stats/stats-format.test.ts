import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatDuration, formatHour, formatRatio } from './stats-format';

describe('stats formatting', () => {
  it('writes reading time in minutes, then hours and minutes', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(2700)).toBe('45 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(11_100)).toBe('3 h 5 min');
  });

  it('writes counts with separators and the read ratio as a percentage', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatRatio(0.571)).toBe('57.1%');
    expect(formatRatio(0)).toBe('0%');
  });

  it('names hours and days in UTC, as the rollup counts them', () => {
    expect(formatHour('2026-11-28T05:00:00.000Z')).toBe('Nov 28, 05:00');
    expect(formatDay('2026-11-28T00:00:00.000Z')).toBe('Nov 28, 2026');
  });
});
