import { useContext, useEffect, useRef } from 'react';
import { NavigationContext } from './navigation-context';

/**
 * A ref for the element a `#hash` names. The router keeps the hash in
 * navigation state and out of the address (routes-entities-shell §2.1), so the
 * browser never scrolls to it: an element that appears only once its data has
 * loaded brings itself into view when `isReady` turns true.
 */
export function useHashTarget<T extends HTMLElement>(id: string, isReady: boolean) {
  const ref = useRef<T>(null);
  const isTarget = useContext(NavigationContext)?.hash === id;
  useEffect(() => {
    if (isTarget && isReady) ref.current?.scrollIntoView();
  }, [isTarget, isReady]);
  return ref;
}
