import type { ApolloClient } from '@apollo/client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FlagMap } from '@shared/flags';
import { resolveRoute, splitNavigationParams } from '@shared/resolve-route';
import type { MatchContext } from '@shared/routing/matcher';
import { reportError, track } from '../reporting/install-reporting';
import { loadScreen } from './load-screen';
import type { LoadedScreen } from './load-screen';
import type { Navigation, NavigationState } from './navigation-context';

const SPINNER_DELAY_MS = 300;
const SCREEN_TIMEOUT_MS = 20_000;
const SCREEN_TIMEOUT_MESSAGE = 'Loadable Screen component has timed out';

export type LoadPhase = 'idle' | 'pending' | 'spinner' | 'failed';

interface RouterOptions {
  initialScreen: LoadedScreen;
  initialNavigation: NavigationState;
  client: ApolloClient;
  productName: string;
  customDomain: MatchContext['customDomain'] | null;
  getFlags: () => Partial<FlagMap>;
}

/**
 * Client-side navigation: a path already rendered swaps at once; a new one is
 * loaded (code + data) in the background and shown when ready, with a spinner
 * after 300 ms and the error screen after 20 s.
 */
export function useRouter(options: RouterOptions): {
  screen: LoadedScreen;
  navigation: Navigation;
  phase: LoadPhase;
} {
  const { client, productName, customDomain, getFlags } = options;
  const [screen, setScreen] = useState(options.initialScreen);
  const [phase, setPhase] = useState<LoadPhase>('idle');
  const [navState, setNavState] = useState(options.initialNavigation);
  const latestRequest = useRef(0);
  const rendered = useRef(
    new Map<string, LoadedScreen>([[options.initialScreen.location, options.initialScreen]]),
  );

  const go = useCallback(
    async (to: string, mode: { replace?: boolean; isPopState?: boolean } = {}) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.toString());
        return;
      }
      const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      const nav = splitNavigationParams(url.search);
      const location = pathname + nav.search;
      const resolved = resolveRoute(pathname, getFlags(), customDomain ? { customDomain } : {});
      if (resolved.kind === 'redirect') {
        await go(resolved.location, { replace: true });
        return;
      }
      const opensResponses = resolved.kind === 'screen' && !!resolved.route.opensResponses;
      const requestId = ++latestRequest.current;
      const commit = (next: LoadedScreen) => {
        if (requestId !== latestRequest.current) return;
        if (!mode.isPopState) {
          window.history[mode.replace ? 'replaceState' : 'pushState'](null, '', location);
        }
        setNavState((previous) => ({
          location,
          referrer: previous.location,
          hash: url.hash.replace(/^#/, ''),
          referrerSource: nav.referrerSource,
          responsesOpen: nav.responsesOpen || opensResponses,
          unsafeRedirectUrl: nav.unsafeRedirectUrl,
        }));
        setScreen(next);
        setPhase('idle');
        document.title = next.title;
        document.documentElement.dataset.route = next.routeName ?? '';
        window.scrollTo(0, 0);
        track('client.navigate', { location, routeName: next.routeName ?? 'NotFound' });
      };

      const already = rendered.current.get(location);
      if (already) {
        commit(already);
        return;
      }
      setPhase('pending');
      const spinnerTimer = setTimeout(() => {
        if (requestId === latestRequest.current) setPhase('spinner');
      }, SPINNER_DELAY_MS);
      let timeoutTimer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timeoutTimer = setTimeout(
          () => reject(new Error(SCREEN_TIMEOUT_MESSAGE)),
          SCREEN_TIMEOUT_MS,
        );
      });
      try {
        const next = await Promise.race([
          loadScreen({
            routeName: resolved.kind === 'screen' ? resolved.route.name : null,
            params: resolved.kind === 'screen' ? resolved.params : {},
            location,
            client,
            productName,
          }),
          timeout,
        ]);
        rendered.current.set(location, next);
        commit(next);
      } catch (error) {
        if (requestId !== latestRequest.current) return;
        reportError(error);
        setPhase('failed');
      } finally {
        clearTimeout(spinnerTimer);
        clearTimeout(timeoutTimer);
      }
    },
    [client, productName, customDomain, getFlags],
  );

  useEffect(() => {
    function handlePopState() {
      void go(window.location.pathname + window.location.search, { isPopState: true });
    }
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, [go]);

  const navigation = useMemo<Navigation>(
    () => ({
      ...navState,
      isPending: phase === 'pending' || phase === 'spinner',
      navigate: (to, navigateOptions) => void go(to, navigateOptions),
    }),
    [navState, phase, go],
  );
  return { screen, navigation, phase };
}
