import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasReachedStoryEnd, throttle } from './read-detection';

describe('hasReachedStoryEnd (routes §4.3)', () => {
  it('counts a story as read when the viewport bottom is within 100 px of its end', () => {
    expect(hasReachedStoryEnd(900, 800)).toBe(true); // 100 px left
    expect(hasReachedStoryEnd(850, 800)).toBe(true);
    expect(hasReachedStoryEnd(500, 800)).toBe(true); // end already above the fold
  });

  it('does not count it earlier', () => {
    expect(hasReachedStoryEnd(901, 800)).toBe(false);
    expect(hasReachedStoryEnd(5000, 800)).toBe(false);
  });
});

describe('throttle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at most once per 100 ms, with a trailing call', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = throttle(run, 100);
    throttled.call();
    throttled.call();
    throttled.call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
    throttled.call();
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
