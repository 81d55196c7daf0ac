/** Spec: the bar hides once the page is scrolled down past 25 px. */
export const NAV_HIDE_THRESHOLD = 25;

/** Spec §9: scroll events are handled at most every 100 ms. */
export const SCROLL_THROTTLE_MS = 100;

/**
 * Whether the bar should show after the page scrolled from prevY to y.
 * Near the top it always shows; scrolling down hides it, scrolling up brings it back.
 */
export function nextNavVisibility(prevY: number, y: number, isVisible: boolean): boolean {
  if (y <= NAV_HIDE_THRESHOLD) return true;
  if (y > prevY) return false;
  if (y < prevY) return true;
  return isVisible;
}
