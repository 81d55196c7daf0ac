import type { ServerResponse } from 'node:http';
import { escapeHtml, sendHtml } from './provider-state';
import type { LocalProviderName, LocalSocialAccount, ProviderState } from './provider-state';

export interface AuthorizeSetup {
  provider: LocalProviderName;
  clientId: string;
  redirectUri: string;
  accounts: LocalSocialAccount[];
}

/** What each provider sends back when the person says no. */
const REFUSALS: Record<LocalProviderName, Record<string, string>> = {
  facebook: {
    error: 'access_denied',
    error_code: '200',
    error_description: 'Permissions error',
    error_reason: 'user_denied',
  },
  twitter: { error: 'access_denied' },
  apple: { error: 'user_cancelled_authorize' },
};

/** Problems with the request itself, which a provider shows on its own page. */
function requestProblem(setup: AuthorizeSetup, query: URLSearchParams): string | null {
  if (query.get('client_id') !== setup.clientId) return 'Unknown client_id';
  if (query.get('redirect_uri') !== setup.redirectUri) return 'redirect_uri is not registered';
  if (query.get('response_type') !== 'code') return 'response_type must be code';
  if (!query.get('state')) return 'state is missing';
  if (setup.provider === 'twitter') {
    if (query.get('code_challenge_method') !== 'S256') return 'PKCE S256 is required';
    if (!query.get('code_challenge')) return 'code_challenge is missing';
  }
  if (setup.provider === 'apple' && query.get('response_mode') !== 'form_post') {
    return 'name and email scopes need response_mode=form_post';
  }
  return null;
}

/** The sign-in page: pick an account, or cancel. */
function loginPage(setup: AuthorizeSetup, query: URLSearchParams): string {
  const hidden = [...query]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const options = setup.accounts
    .map((a) => `<option value="${escapeHtml(a.id)}">${escapeHtml(a.name ?? a.id)}</option>`)
    .join('');
  return `<h1>Local ${setup.provider} sign-in</h1><form method="get">${hidden}
<label for="account">Account</label> <select id="account" name="account">${options}</select>
<button type="submit">Continue</button> <button type="submit" name="deny" value="1">Cancel</button></form>`;
}

/** Apple answers with a page that posts the fields to the client (response_mode=form_post). */
function formPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">Continue</button></form>
<script>document.forms[0].submit()</script>`;
}

function answer(
  response: ServerResponse,
  setup: AuthorizeSetup,
  fields: Record<string, string>,
): void {
  if (setup.provider === 'apple') {
    sendHtml(response, 200, 'Signing in', formPostPage(setup.redirectUri, fields));
    return;
  }
  const target = new URL(setup.redirectUri);
  for (const [key, value] of Object.entries(fields)) target.searchParams.set(key, value);
  response.writeHead(302, { location: target.href }).end();
}

/**
 * The authorization endpoint all three share: checks the request, shows the
 * sign-in page, then sends the person back with a code (or the refusal).
 * Apple sends the name once, on the first consent, as JSON in `user`.
 */
export function handleAuthorize(
  state: ProviderState,
  setup: AuthorizeSetup,
  query: URLSearchParams,
  response: ServerResponse,
): void {
  const problem = requestProblem(setup, query);
  if (problem) {
    sendHtml(response, 400, 'Error', `<h1>${escapeHtml(problem)}</h1>`);
    return;
  }
  const stateParam = query.get('state') ?? '';
  if (query.has('deny')) {
    answer(response, setup, { ...REFUSALS[setup.provider], state: stateParam });
    return;
  }
  const accountId = query.get('account');
  const account = setup.accounts.find((candidate) => candidate.id === accountId);
  if (!account) {
    sendHtml(response, 200, `Sign in with ${setup.provider}`, loginPage(setup, query));
    return;
  }
  const code = state.issueCode({
    provider: setup.provider,
    account,
    redirectUri: setup.redirectUri,
    codeChallenge: query.get('code_challenge'),
    nonce: query.get('nonce'),
  });
  const fields: Record<string, string> = { code, state: stateParam };
  const consentKey = `${setup.provider}:${account.id}`;
  if (setup.provider === 'apple' && !state.consented.has(consentKey) && account.name) {
    const [firstName, ...rest] = account.name.split(' ');
    fields.user = JSON.stringify({
      name: { firstName, lastName: rest.join(' ') },
      email: account.email,
    });
  }
  state.consented.add(consentKey);
  answer(response, setup, fields);
}
