import { useEffect, useState } from 'react';
import { initialPresence, nextPresence, renderedPresence, settlePresence } from './presence';

/**
 * Returns `value`, or for `exitMs` after it becomes null the previous value with
 * isLeaving set, so the caller can play an exit animation before unmounting.
 */
export function usePresence<T>(
  value: T | null,
  exitMs: number,
): { item: T | null; isLeaving: boolean } {
  const [state, setState] = useState(() => initialPresence(value));
  const next = nextPresence(state, value);
  // Derived during render (React's "state from previous props" pattern) so the
  // exit frame is painted in the same commit that removes the value.
  if (next !== state) setState(next);

  const { leaving } = next;
  useEffect(() => {
    if (leaving === null) return;
    const timer = setTimeout(() => setState((current) => settlePresence(current, leaving)), exitMs);
    return () => clearTimeout(timer);
  }, [leaving, exitMs]);

  return renderedPresence(next);
}
