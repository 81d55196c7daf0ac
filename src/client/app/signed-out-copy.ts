import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { SHELL_QUERY } from './shell-query';

/** The Server-Timing entry of a page the busy server answered with its logged-out copy. */
const SIGNED_OUT_COPY = 'signed-out-copy';
/** A still-busy server gets one more try after this long. */
const RETRY_MS = 5000;

interface ServerTimingEntry {
  name: string;
}

/**
 * Whether this document is the logged-out copy the server hands signed-in
 * readers while it sheds load (page-cache.ts). The page then says nobody is
 * signed in, though the reader's session cookie is still there.
 */
export function isSignedOutCopy(
  entries: ReadonlyArray<{ serverTiming?: readonly ServerTimingEntry[] }>,
): boolean {
  return entries.some((entry) =>
    (entry.serverTiming ?? []).some((timing) => timing.name === SIGNED_OUT_COPY),
  );
}

/**
 * Asks for the reader's own shell (who is signed in, their flags) over the
 * network; every component reading it (useViewer, the bar) then shows the
 * signed-in reader. A failure leaves the logged-out page as it is, usable.
 */
export async function fetchViewerState(client: ApolloClient): Promise<boolean> {
  try {
    // The app's client keeps errors in the result (errorPolicy 'all') rather than throwing.
    const result = await client.query({ query: SHELL_QUERY, fetchPolicy: 'network-only' });
    return !result.error && result.data !== undefined;
  } catch {
    return false;
  }
}

/**
 * Once the page is interactive, a signed-in reader served the logged-out copy
 * gets their own state, and one more try if the server is still busy.
 */
export function useViewerStateAfterSignedOutCopy(): void {
  const client = useApolloClient();
  useEffect(() => {
    const navigation = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!isSignedOutCopy(navigation)) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void fetchViewerState(client).then((isDone) => {
      if (!isDone) retry = setTimeout(() => void fetchViewerState(client), RETRY_MS);
    });
    return () => clearTimeout(retry);
  }, [client]);
}
