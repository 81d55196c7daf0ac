import { ONE_TAP_DISMISSED_KEY } from './one-tap-machine';

export function readDismissedAt(): number | null {
  try {
    const value = window.localStorage.getItem(ONE_TAP_DISMISSED_KEY);
    const time = value === null ? NaN : Number(value);
    return Number.isFinite(time) ? time : null;
  } catch {
    return null;
  }
}

export function rememberDismissal(now = Date.now()): void {
  try {
    window.localStorage.setItem(ONE_TAP_DISMISSED_KEY, String(now));
  } catch {
    // Storage unavailable: the prompt may come back on the next page.
  }
}
