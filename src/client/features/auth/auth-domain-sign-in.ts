import type { ApolloClient } from '@apollo/client';
import { ACCOUNT_TOKEN_QUERY, AUTH_CONFIG_QUERY } from './operations';
import { authOrigin, redirectTarget } from './redirect-target';
import type { SusiOperation } from './susi-state';

/**
 * Where a person on a publication's own domain signs in: the site's sign-in
 * page on the auth domain, told to come back here with this browser's account
 * token. The mail is then asked for by the browser that follows it, which is
 * what lets the server hand the sign-in back to this domain (and to no one
 * else). Null when the auth domain is not known.
 */
export async function authDomainSignInUrl(
  client: ApolloClient,
  options: { operation: SusiOperation; entry: string | null },
): Promise<string | null> {
  const [config, token] = await Promise.all([
    client.query({ query: AUTH_CONFIG_QUERY }),
    client.query({ query: ACCOUNT_TOKEN_QUERY, fetchPolicy: 'no-cache' }),
  ]);
  const origin = authOrigin(config.data?.authConfig.authDomain, true);
  const accountToken = token.data?.accountToken.token;
  if (!origin || !accountToken) return null;
  const query = new URLSearchParams({
    operation: options.operation,
    redirect: redirectTarget({ href: window.location.href, isCustomDomain: true, accountToken }),
  });
  if (options.entry) query.set('entry', options.entry);
  return `${origin}/m/signin?${query.toString()}`;
}
