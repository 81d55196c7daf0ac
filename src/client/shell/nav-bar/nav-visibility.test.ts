import { describe, expect, it } from 'vitest';
import { NAV_HIDE_THRESHOLD, SCROLL_THROTTLE_MS, nextNavVisibility } from './nav-visibility';

describe('nextNavVisibility', () => {
  it('uses the spec constants', () => {
    expect(NAV_HIDE_THRESHOLD).toBe(25);
    expect(SCROLL_THROTTLE_MS).toBe(100);
  });

  it('stays visible while within 25 px of the top, whatever the direction', () => {
    expect(nextNavVisibility(0, 25, true)).toBe(true);
    expect(nextNavVisibility(10, 20, false)).toBe(true);
    expect(nextNavVisibility(300, 0, false)).toBe(true);
  });

  it('treats overscroll above the top as the top', () => {
    expect(nextNavVisibility(0, -40, false)).toBe(true);
  });

  it('hides when scrolling down past 25 px', () => {
    expect(nextNavVisibility(25, 26, true)).toBe(false);
    expect(nextNavVisibility(0, 600, true)).toBe(false);
    expect(nextNavVisibility(100, 400, true)).toBe(false);
  });

  it('reappears when scrolling up', () => {
    expect(nextNavVisibility(600, 400, false)).toBe(true);
    expect(nextNavVisibility(600, 599, false)).toBe(true);
  });

  it('keeps its state when the position did not change', () => {
    expect(nextNavVisibility(400, 400, false)).toBe(false);
    expect(nextNavVisibility(400, 400, true)).toBe(true);
  });
});
