import { useEffect, useRef, useState } from 'react';
import { readCookie } from '@client/app/startup';
import { track } from '@client/reporting/install-reporting';
import type { PredictiveAnswer } from '@shared/search/predictive-search';
import { fetchPredictive } from './predictive-request';
import type { PublisherScope } from './predictive-request';

/** Keystrokes closer together than this send one query. */
const PREDICTIVE_DEBOUNCE_MS = 150;

const xsrfToken = (): string => readCookie(document.cookie, 'xsrf') ?? '';

export interface PredictiveState {
  /** The query the answer is for (the popover never shows hits for another). */
  answeredQuery: string;
  answer: PredictiveAnswer | null;
}

/**
 * Asks predictive search as the reader types: debounced, never for an empty
 * query, and an answer that arrives after a newer query was sent is dropped,
 * so a slow early answer can never overwrite a later one.
 */
export function usePredictiveSearch(query: string, scope?: PublisherScope): PredictiveState {
  const [state, setState] = useState<PredictiveState>({ answeredQuery: '', answer: null });
  const latest = useRef(0);
  const trimmed = query.trim();
  const scopeId = scope?.id;

  useEffect(() => {
    const sequence = ++latest.current;
    if (!trimmed) {
      setState({ answeredQuery: '', answer: null });
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      track('search.predictiveQueried', { queryLength: trimmed.length, scoped: !!scopeId });
      fetchPredictive({ query: trimmed, scope, xsrfToken: xsrfToken(), signal: controller.signal })
        .then((answer) => {
          if (sequence === latest.current) setState({ answeredQuery: trimmed, answer });
        })
        // A refused (429) or aborted query keeps the last answer on show; typing goes on.
        .catch(() => undefined);
    }, PREDICTIVE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The scope is identified by its id; a new object for the same publisher is no new query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, scopeId]);

  return state;
}
