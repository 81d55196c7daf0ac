import { renderToString } from 'react-dom/server';
import type {
  PageRenderer,
  PreloadedState,
  RenderRequest,
  RenderResult,
} from '@shared/ssr-contract';
import { App } from './app/app';
import { loadScreen } from './app/load-screen';
import { SHELL_QUERY } from './app/shell-query';
import { createServerApolloClient } from './graphql/apollo';
import { ServerErrorPage } from './shell/status/server-error-page';
import { SiteStatusPage } from './shell/status/site-status-page';
import './styles/tokens.css';
import './styles/global.css';

/** Runs the shell and screen queries in-process, then renders; the cache goes to the page. */
async function renderPage({
  state,
  execute,
  origin,
  twitterSite,
}: RenderRequest): Promise<RenderResult> {
  const client = createServerApolloClient(execute);
  await client.query({ query: SHELL_QUERY });
  const screen = await loadScreen({
    routeName: state.routeName,
    params: state.params,
    location: state.location,
    client,
    productName: state.config.productName,
    ...(origin === undefined ? {} : { origin }),
    twitterSite: twitterSite ?? null,
  });
  // A custom domain drops the leading slug, so its paths are never the canonical ones: no redirect.
  if (screen.redirectTo && !state.customDomain)
    return redirectResult(screen.redirectTo, screen.routeName);
  const html = renderToString(
    <App
      client={client}
      state={{ ...state, routeName: screen.routeName }}
      initialScreen={screen}
      initialNavigation={navigationFrom(state)}
    />,
  );
  return {
    status: screen.status,
    html,
    title: screen.title,
    description: screen.description,
    screenSource: screen.source,
    apolloState: client.extract(),
    routeName: screen.routeName,
    head: screen.head,
    refusesFraming: screen.refusesFraming,
  };
}

function redirectResult(location: string, routeName: string | null): RenderResult {
  return {
    status: 301,
    html: '',
    title: '',
    description: '',
    screenSource: '',
    apolloState: {},
    routeName,
    redirectTo: location,
  };
}

export function navigationFrom(state: PreloadedState) {
  return {
    location: state.location,
    referrer: '',
    hash: '',
    referrerSource: state.navigation.referrerSource,
    responsesOpen: state.navigation.responsesOpen,
    unsafeRedirectUrl: state.navigation.unsafeRedirectUrl,
  };
}

export const renderer: PageRenderer = {
  renderPage,
  renderServerError: (state) =>
    renderToString(<ServerErrorPage statusPageUrl={state.config.statusPageUrl} />),
  renderStatusPage: (status) => renderToString(<SiteStatusPage status={status} />),
};
