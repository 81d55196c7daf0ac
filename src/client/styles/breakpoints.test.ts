import { describe, expect, it } from 'vitest';
import {
  BREAKPOINT_MAX,
  BREAKPOINT_MIN,
  GRID_COLUMNS,
  MEDIA_QUERIES,
  breakpointForWidth,
} from './breakpoints';

describe('breakpoints', () => {
  it('uses the spec pixel values', () => {
    expect(BREAKPOINT_MIN).toEqual({ sm: 552, md: 728, lg: 904, xl: 1080 });
    expect(BREAKPOINT_MAX).toEqual({ xs: 551.98, sm: 727.98, md: 903.98, lg: 1079.98 });
    expect(GRID_COLUMNS).toEqual({ xs: 6, sm: 8, md: 10, lg: 12, xl: 12 });
  });

  it('maps widths to ranges at each edge', () => {
    expect(breakpointForWidth(320)).toBe('xs');
    expect(breakpointForWidth(551.98)).toBe('xs');
    expect(breakpointForWidth(552)).toBe('sm');
    expect(breakpointForWidth(727.98)).toBe('sm');
    expect(breakpointForWidth(728)).toBe('md');
    expect(breakpointForWidth(903.98)).toBe('md');
    expect(breakpointForWidth(904)).toBe('lg');
    expect(breakpointForWidth(1079.98)).toBe('lg');
    expect(breakpointForWidth(1080)).toBe('xl');
  });

  it('builds media queries from the same numbers', () => {
    expect(MEDIA_QUERIES.xs).toBe('(max-width: 551.98px)');
    expect(MEDIA_QUERIES.md).toBe('(min-width: 728px) and (max-width: 903.98px)');
    expect(MEDIA_QUERIES.xl).toBe('(min-width: 1080px)');
  });
});
