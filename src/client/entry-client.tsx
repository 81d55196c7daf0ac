import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadScreen } from './app/load-screen';
import { readCookie, readStartupGlobals } from './app/startup';
import { createBrowserApolloClient } from './graphql/apollo';
import { installReporting, reportError } from './reporting/install-reporting';
import './styles/tokens.css';
import './styles/global.css';

async function start() {
  const { state, graphqlUri, apolloState } = readStartupGlobals(window as never);
  const hash = window.location.hash.replace(/^#/, '');
  const getXsrfToken = () => readCookie(document.cookie, 'xsrf') ?? '';

  installReporting({
    xsrfToken: getXsrfToken(),
    userId: state.viewerId ?? readCookie(document.cookie, 'uid') ?? '',
    isBot: state.clientFlags.isBot,
    buildId: state.config.buildId,
    version: state.config.version,
    getLocation: () => window.location.pathname + window.location.search,
    getReferrer: () => document.referrer,
    getReferrerSource: () => state.navigation.referrerSource,
  });

  const client = createBrowserApolloClient({
    uri: graphqlUri,
    restore: apolloState,
    version: state.config.version,
    getRouteName: () => document.documentElement.dataset.route || 'unidentified',
    getXsrfToken,
  });
  // Served from the restored cache: hydration sends no GraphQL request.
  const screen = await loadScreen({
    routeName: state.routeName,
    params: state.params,
    location: state.location,
    client,
    productName: state.config.productName,
  });
  document.documentElement.dataset.route = screen.routeName ?? '';

  // The hash and navigation-only parameters now live in state; drop them from the address bar.
  const shown = window.location.pathname + window.location.search + window.location.hash;
  if (shown !== state.location && !window.location.search.includes('_branch_view_id')) {
    window.history.replaceState(null, '', state.location);
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('Expected #root to exist');
  hydrateRoot(
    root,
    <App
      client={client}
      state={state}
      initialScreen={screen}
      initialNavigation={{
        location: state.location,
        referrer: document.referrer,
        hash,
        referrerSource: state.navigation.referrerSource,
        responsesOpen: state.navigation.responsesOpen,
        unsafeRedirectUrl: state.navigation.unsafeRedirectUrl,
      }}
    />,
    { onRecoverableError: (error) => reportError(error) },
  );
  document.documentElement.dataset.hydrated = 'true';
}

start().catch((error: unknown) => {
  reportError(error);
  throw error;
});
