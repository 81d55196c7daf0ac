import { describe, expect, it } from 'vitest';
import { formatCount } from './count-format';

describe('formatCount', () => {
  it('abbreviates thousands with K and millions with M', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1250)).toBe('1.2K');
    expect(formatCount(1999)).toBe('1.9K');
    expect(formatCount(999_999)).toBe('999.9K');
    expect(formatCount(1_000_000)).toBe('1M');
    expect(formatCount(3_450_000)).toBe('3.4M');
  });
});
