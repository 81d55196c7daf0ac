/** Anything with an inline overflow style; <html> in the browser, a plain object in tests. */
export interface ScrollLockTarget {
  style: { overflow: string };
}

/**
 * Page scroll locking that nests: the first lock saves the target's overflow
 * and hides it, the last release restores what was there before. Each release
 * function works once, so a double cleanup cannot unlock someone else's lock.
 */
export function createScrollLock(getTarget: () => ScrollLockTarget): () => () => void {
  let count = 0;
  let saved = '';
  let target: ScrollLockTarget | null = null;

  return function lock() {
    if (count === 0) {
      target = getTarget();
      saved = target.style.overflow;
      target.style.overflow = 'hidden';
    }
    count += 1;
    let isReleased = false;
    return function release() {
      if (isReleased) return;
      isReleased = true;
      count -= 1;
      if (count === 0 && target) {
        target.style.overflow = saved;
        target = null;
      }
    };
  };
}

/** The page's lock, shared by every modal; only call it in the browser. */
export const lockPageScroll = createScrollLock(() => document.documentElement);
