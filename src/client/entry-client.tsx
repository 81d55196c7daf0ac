import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadScreen } from './app/load-screen';
import { SHELL_QUERY } from './app/shell-query';
import { readCookie, readStartupGlobals } from './app/startup';
import { xsrfToken } from './app/xsrf-token';
import { createBrowserApolloClient } from './graphql/apollo';
import { pageParagraphTexts, restoreParagraphs } from './graphql/shipped-paragraphs';
import { writeShippedResults } from './graphql/shipped-results';
import { installReporting, reportError } from './reporting/install-reporting';
import './styles/tokens.css';
import './styles/global.css';

/**
 * Ends the current task so the browser can paint and handle input; start-up
 * is cut into several short tasks rather than one long one.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  const { state, graphqlUri, queryResults } = readStartupGlobals(window as never);
  const hash = window.location.hash.replace(/^#/, '');
  const getXsrfToken = () => xsrfToken();
  // Reading document.cookie asks the browser's cookie store each time: once here.
  const cookies = document.cookie;

  installReporting({
    getXsrfToken,
    userId: state.viewerId ?? readCookie(cookies, 'uid') ?? '',
    isBot: state.clientFlags.isBot,
    buildId: state.config.buildId,
    version: state.config.version,
    getLocation: () => window.location.pathname + window.location.search,
    getReferrer: () => document.referrer,
    getReferrerSource: () => state.navigation.referrerSource,
  });

  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('Expected #root to exist');
  // Read before React touches the page: the story's text is in it, not in the state.
  restoreParagraphs(queryResults, () => pageParagraphTexts(root));
  const client = createBrowserApolloClient({
    uri: graphqlUri,
    version: state.config.version,
    getRouteName: () => document.documentElement.dataset.route || 'unidentified',
    getXsrfToken,
  });
  writeShippedResults(client, SHELL_QUERY, queryResults);
  await yieldToBrowser();
  // Served from the server's results: hydration sends no GraphQL request.
  const screen = await loadScreen({
    routeName: state.routeName,
    params: state.params,
    location: state.location,
    client,
    productName: state.config.productName,
    yieldToBrowser,
    shippedResults: queryResults,
  });
  document.documentElement.dataset.route = screen.routeName ?? '';

  // The hash and navigation-only parameters now live in state; drop them from the address bar.
  const shown = window.location.pathname + window.location.search + window.location.hash;
  if (shown !== state.location && !window.location.search.includes('_branch_view_id')) {
    window.history.replaceState(null, '', state.location);
  }

  await yieldToBrowser();
  // A transition lets React hydrate in slices and yield to the browser between
  // them, instead of one long task that blocks input (Total Blocking Time).
  // App marks <html data-hydrated> once the whole tree has hydrated.
  startTransition(() => {
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
  });
}

start().catch((error: unknown) => {
  reportError(error);
  throw error;
});
