import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnLoopback } from '@server/test/kits/fake-server-kit';
import { appleToken, createAppleSigningKeys } from './apple-routes';
import type { AppleSigningKeys } from './apple-routes';
import { handleAuthorize } from './authorize-endpoint';
import { facebookAccessToken, facebookMe } from './facebook-routes';
import { ProviderState, sendJson } from './provider-state';
import type {
  LocalAppleClient,
  LocalClient,
  LocalProviderName,
  LocalSocialAccount,
  ProviderTrouble,
} from './provider-state';
import { xMe, xToken } from './x-routes';

export type { LocalProviderName } from './provider-state';

/**
 * Facebook, X and Apple on 127.0.0.1 for tests: each one's authorization
 * page, token endpoint and profile read (Graph /me, X /2/users/me, Apple's ID
 * token and JWKS), speaking the provider's protocol to the app under test.
 */
export interface LocalSocialProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  facebook: LocalClient;
  twitter: LocalClient;
  apple: LocalAppleClient;
  accounts: Record<LocalProviderName, LocalSocialAccount[]>;
}

export interface LocalSocialProvider {
  /** The app's environment pointing every provider endpoint here. */
  env: Record<string, string>;
  /** Token and profile calls received, oldest first. */
  calls: ProviderState['calls'];
  troubleNext(provider: LocalProviderName, trouble: ProviderTrouble): void;
  close(): Promise<void>;
}

function routesFor(
  options: LocalSocialProviderOptions,
  state: ProviderState,
  keys: AppleSigningKeys,
) {
  const issuer = `${state.issuerOrigin}/apple`;
  const authorize =
    (provider: LocalProviderName, client: { clientId: string; redirectUri: string }) =>
    (query: URLSearchParams, _request: IncomingMessage, response: ServerResponse) =>
      handleAuthorize(
        state,
        { provider, ...client, accounts: options.accounts[provider] },
        query,
        response,
      );
  type Route = (
    query: URLSearchParams,
    request: IncomingMessage,
    response: ServerResponse,
  ) => unknown;
  const routes: Record<string, Route> = {
    'GET /facebook/v21.0/dialog/oauth': authorize('facebook', options.facebook),
    'GET /facebook/graph/v21.0/oauth/access_token': (query, _request, response) =>
      facebookAccessToken(state, options.facebook, query, response),
    'GET /facebook/graph/v21.0/me': (query, _request, response) =>
      facebookMe(state, options.facebook, query, response),
    'GET /x/i/oauth2/authorize': authorize('twitter', options.twitter),
    'POST /x/api/2/oauth2/token': (_query, request, response) =>
      xToken(state, options.twitter, request, response),
    'GET /x/api/2/users/me': (_query, request, response) => xMe(state, request, response),
    'GET /apple/auth/authorize': authorize('apple', options.apple),
    'POST /apple/auth/token': (_query, request, response) =>
      appleToken(state, { client: options.apple, issuer, keys }, request, response),
    'GET /apple/auth/keys': (_query, _request, response) =>
      sendJson(response, 200, { keys: [keys.publicJwk] }),
  };
  return routes;
}

export async function startLocalSocialProvider(
  options: LocalSocialProviderOptions,
): Promise<LocalSocialProvider> {
  const keys = await createAppleSigningKeys();
  let routes: ReturnType<typeof routesFor> = {};
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) {
      sendJson(response, 404, { error: 'not_found' });
      return;
    }
    Promise.resolve(route(url.searchParams, request, response)).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  server.keepAliveTimeout = 120_000;
  const port = await listenOnLoopback(server, options.port ?? 0);
  const origin = `http://127.0.0.1:${port}`;
  const state = new ProviderState(origin);
  routes = routesFor(options, state, keys);
  return {
    env: {
      FACEBOOK_DIALOG_URL: `${origin}/facebook/v21.0/dialog/oauth`,
      FACEBOOK_GRAPH_URL: `${origin}/facebook/graph/v21.0`,
      TWITTER_AUTHORIZE_URL: `${origin}/x/i/oauth2/authorize`,
      TWITTER_API_URL: `${origin}/x/api/2`,
      APPLE_ISSUER: `${origin}/apple`,
    },
    calls: state.calls,
    troubleNext: (provider, trouble) => state.setTrouble(provider, trouble),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Where the provider sends the browser back: a GET to the callback, or Apple's form post. */
export type ProviderAnswer =
  { method: 'GET'; url: URL } | { method: 'POST'; url: URL; form: Record<string, string> };

function formPostOf(html: string): ProviderAnswer {
  const unescape = (value: string) =>
    value.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form post in: ${html}`);
  const form: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    form[unescape(match[1] ?? '')] = unescape(match[2] ?? '');
  }
  return { method: 'POST', url: new URL(unescape(action)), form };
}

/**
 * Plays the person at the provider's page: signs in as `accountId`, or
 * cancels when it is null. Returns how the provider sends the browser back.
 */
export async function answerAtProvider(
  authorizationUrl: string,
  accountId: string | null,
): Promise<ProviderAnswer> {
  const url = new URL(authorizationUrl);
  if (accountId === null) url.searchParams.set('deny', '1');
  else url.searchParams.set('account', accountId);
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status === 302 && location) return { method: 'GET', url: new URL(location) };
  const html = await response.text();
  if (response.status !== 200) throw new Error(`The provider answered ${response.status}: ${html}`);
  return formPostOf(html);
}
