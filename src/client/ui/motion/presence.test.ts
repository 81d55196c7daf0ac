import { describe, expect, it } from 'vitest';
import { initialPresence, nextPresence, renderedPresence, settlePresence } from './presence';

describe('presence', () => {
  it('renders nothing when starting empty', () => {
    expect(renderedPresence(initialPresence(null))).toEqual({ item: null, isLeaving: false });
  });

  it('keeps the removed value while it leaves, then drops it', () => {
    const shown = nextPresence(initialPresence<string>(null), 'a');
    expect(renderedPresence(shown)).toEqual({ item: 'a', isLeaving: false });
    const leaving = nextPresence(shown, null);
    expect(renderedPresence(leaving)).toEqual({ item: 'a', isLeaving: true });
    expect(renderedPresence(settlePresence(leaving, 'a'))).toEqual({
      item: null,
      isLeaving: false,
    });
  });

  it('returns the same state when nothing changed', () => {
    const state = initialPresence('a');
    expect(nextPresence(state, 'a')).toBe(state);
  });

  it('swaps straight to a replacement', () => {
    const state = nextPresence(initialPresence('a'), 'b');
    expect(renderedPresence(state)).toEqual({ item: 'b', isLeaving: false });
  });

  it('cancels an exit when a value comes back', () => {
    const leaving = nextPresence(initialPresence('a'), null);
    const back = nextPresence(leaving, 'a');
    expect(renderedPresence(back)).toEqual({ item: 'a', isLeaving: false });
  });

  it('ignores a late settle for a value that is no longer leaving', () => {
    const leaving = nextPresence(nextPresence(initialPresence('a'), null), 'b');
    expect(settlePresence(leaving, 'a')).toBe(leaving);
  });
});
