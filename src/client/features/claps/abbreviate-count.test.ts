import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './abbreviate-count';

describe('abbreviateCount', () => {
  it('shows counts below a thousand exactly', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(7)).toBe('7');
    expect(abbreviateCount(999)).toBe('999');
  });

  it('abbreviates thousands with K, one decimal below ten thousand', () => {
    expect(abbreviateCount(1_000)).toBe('1K');
    expect(abbreviateCount(1_049)).toBe('1K');
    expect(abbreviateCount(1_250)).toBe('1.2K');
    expect(abbreviateCount(9_999)).toBe('9.9K');
    expect(abbreviateCount(10_000)).toBe('10K');
    expect(abbreviateCount(15_700)).toBe('15K');
    expect(abbreviateCount(999_999)).toBe('999K');
  });

  it('abbreviates millions with M', () => {
    expect(abbreviateCount(1_000_000)).toBe('1M');
    expect(abbreviateCount(2_345_678)).toBe('2.3M');
    expect(abbreviateCount(12_000_001)).toBe('12M');
  });

  it('never shows a negative or fractional count', () => {
    expect(abbreviateCount(-3)).toBe('0');
    expect(abbreviateCount(4.8)).toBe('4');
  });
});
