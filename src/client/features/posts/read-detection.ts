/** Spec routes §4.3: read when the viewport bottom is within 100 px of the story's bottom. */
const READ_THRESHOLD_PX = 100;
/** Spec routes §4.3: presented once 25% of the story is visible. */
export const PRESENTED_RATIO = 0.25;
/** Spec routes §9: scroll events are throttled to one per 100 ms. */
export const SCROLL_THROTTLE_MS = 100;

/**
 * Whether a reader reached the end: `storyBottom` is the story's bottom edge
 * relative to the viewport (getBoundingClientRect().bottom), `viewportHeight`
 * the window's inner height.
 */
export function hasReachedStoryEnd(storyBottom: number, viewportHeight: number): boolean {
  return storyBottom - viewportHeight <= READ_THRESHOLD_PX;
}

/** Calls `run` at most once per `waitMs`, with a trailing call so the last position counts. */
export function throttle(
  run: () => void,
  waitMs: number,
): { call: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    last = Date.now();
    timer = null;
    run();
  };
  return {
    call() {
      const remaining = waitMs - (Date.now() - last);
      if (remaining <= 0) fire();
      else timer ??= setTimeout(fire, remaining);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
