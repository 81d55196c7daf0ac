import { renderToString } from 'react-dom/server';
import type {
  PageRenderer,
  PreloadedState,
  RenderRequest,
  RenderResult,
  ShippedResult,
} from '@shared/ssr-contract';
import { App } from './app/app';
import { CLIENT_FLAG_NAMES } from './app/client-flags';
import { loadScreen } from './app/load-screen';
import { SHELL_QUERY } from './app/shell-query';
import type { ShellData } from './app/shell-query';
import { createServerApolloClient } from './graphql/apollo';
import { compactParagraphs } from './graphql/shipped-paragraphs';
import { operationNameOf } from './graphql/shipped-results';
import { ServerErrorPage } from './shell/status/server-error-page';
import { SiteStatusPage } from './shell/status/site-status-page';
import './styles/tokens.css';
import './styles/global.css';

const SHELL_OPERATION = operationNameOf(SHELL_QUERY);

/** The shell's flags trimmed to those the browser's code reads. */
function withClientFlagsOnly(result: ShippedResult): ShippedResult {
  const data = result.data as ShellData | null;
  if (result.operation !== SHELL_OPERATION || !data?.variantFlags) return result;
  const variantFlags = data.variantFlags.filter((flag) => CLIENT_FLAG_NAMES.has(flag.name));
  return { ...result, data: { ...data, variantFlags } };
}

/**
 * Runs the shell and screen queries in-process once each, renders from their
 * results, and hands the page those results trimmed to what hydration needs.
 */
async function renderPage({
  state,
  execute,
  origin,
  twitterSite,
}: RenderRequest): Promise<RenderResult> {
  const { client, cache } = createServerApolloClient(execute);
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
    queryResults: compactParagraphs(cache.shippedResults().map(withClientFlagsOnly), html),
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
    queryResults: [],
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
