import { useLayoutEffect } from 'react';

/**
 * For effects that make what was just shown answer the reader: moving focus
 * into it, listening on the document for Escape, Tab or a press outside, or
 * mounting what one of its buttons needs. The browser build runs plain effects
 * after the next paint, up to 100 ms later, so a key or press that quick would
 * meet a page not yet wired up; these run before the paint.
 */
export const useInteractionEffect = useLayoutEffect;
