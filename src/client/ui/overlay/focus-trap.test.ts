import { describe, expect, it } from 'vitest';
import { FOCUSABLE_SELECTOR, trapTabIndex } from './focus-trap';

describe('trapTabIndex', () => {
  it('wraps from the last element to the first on Tab', () => {
    expect(trapTabIndex(3, 2, false)).toBe(0);
  });

  it('wraps from the first element to the last on Shift+Tab', () => {
    expect(trapTabIndex(3, 0, true)).toBe(2);
  });

  it('leaves moves between middle elements to the browser', () => {
    expect(trapTabIndex(3, 0, false)).toBeNull();
    expect(trapTabIndex(3, 1, false)).toBeNull();
    expect(trapTabIndex(3, 1, true)).toBeNull();
    expect(trapTabIndex(3, 2, true)).toBeNull();
  });

  it('enters the list from the dialog itself at the matching end', () => {
    expect(trapTabIndex(3, -1, false)).toBe(0);
    expect(trapTabIndex(3, -1, true)).toBe(2);
  });

  it('pulls focus back in from an unknown position', () => {
    expect(trapTabIndex(3, 7, false)).toBe(0);
  });

  it('keeps focus on the dialog when nothing inside is focusable', () => {
    expect(trapTabIndex(0, -1, false)).toBe(-1);
    expect(trapTabIndex(0, -1, true)).toBe(-1);
  });

  it('cycles on a single element', () => {
    expect(trapTabIndex(1, 0, false)).toBe(0);
    expect(trapTabIndex(1, 0, true)).toBe(0);
  });
});

describe('FOCUSABLE_SELECTOR', () => {
  it('skips disabled controls and negative tabindex', () => {
    expect(FOCUSABLE_SELECTOR).toContain('button:not([disabled])');
    expect(FOCUSABLE_SELECTOR).toContain('[tabindex]:not([tabindex="-1"])');
  });
});
