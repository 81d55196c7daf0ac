/**
 * Keeps the last value around while it animates out. Pure so the transitions can
 * be tested without a DOM; use-presence.ts wires it to React state and a timer.
 */
export interface PresenceState<T> {
  /** What the caller currently asks to show. */
  shown: T | null;
  /** The value that was just removed and is playing its exit animation. */
  leaving: T | null;
}

export function initialPresence<T>(value: T | null): PresenceState<T> {
  return { shown: value, leaving: null };
}

/** Follows the caller's value; removing one starts its exit, showing one cancels any exit. */
export function nextPresence<T>(state: PresenceState<T>, value: T | null): PresenceState<T> {
  if (value === state.shown) return state;
  if (value === null) return { shown: null, leaving: state.shown };
  return { shown: value, leaving: null };
}

/** The exit animation of `leaving` has finished (ignored if something else is leaving by now). */
export function settlePresence<T>(state: PresenceState<T>, leaving: T): PresenceState<T> {
  return state.leaving === leaving ? { ...state, leaving: null } : state;
}

/** What to render: the shown value, or the leaving one during its exit. */
export function renderedPresence<T>(state: PresenceState<T>): {
  item: T | null;
  isLeaving: boolean;
} {
  if (state.shown !== null) return { item: state.shown, isLeaving: false };
  return { item: state.leaving, isLeaving: state.leaving !== null };
}
