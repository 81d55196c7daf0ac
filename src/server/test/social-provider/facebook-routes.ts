import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from './provider-state';
import type { LocalClient, ProviderState } from './provider-state';

function graphError(response: ServerResponse, status: number, message: string, code: number) {
  sendJson(response, status, { error: { message, type: 'OAuthException', code } });
}

/** Graph API: GET /oauth/access_token with the app secret trades the code for a token. */
export function facebookAccessToken(
  state: ProviderState,
  client: LocalClient,
  query: URLSearchParams,
  response: ServerResponse,
): void {
  state.calls.push({ provider: 'facebook', endpoint: 'token' });
  if (state.takeTrouble('facebook', 'token-error')) {
    graphError(response, 500, 'An unexpected error has occurred.', 2);
    return;
  }
  if (
    query.get('client_id') !== client.clientId ||
    query.get('client_secret') !== client.clientSecret
  ) {
    graphError(response, 400, 'Error validating client secret.', 1);
    return;
  }
  const grant = state.redeemCode(
    'facebook',
    query.get('code') ?? '',
    query.get('redirect_uri') ?? '',
  );
  if (!grant) {
    graphError(response, 400, 'Invalid verification code format.', 100);
    return;
  }
  sendJson(response, 200, {
    access_token: state.issueAccessToken('facebook', grant.account),
    token_type: 'bearer',
    expires_in: 5_183_944,
  });
}

/** Graph API: GET /me?fields=… answers only the fields asked for, with a valid appsecret_proof. */
export function facebookMe(
  state: ProviderState,
  client: LocalClient,
  query: URLSearchParams,
  response: ServerResponse,
): void {
  state.calls.push({ provider: 'facebook', endpoint: 'profile' });
  if (state.takeTrouble('facebook', 'profile-error')) {
    graphError(response, 500, 'An unexpected error has occurred.', 2);
    return;
  }
  const token = query.get('access_token');
  const account = state.accountFor('facebook', token);
  if (!account || !token) {
    graphError(response, 400, 'Invalid OAuth access token.', 190);
    return;
  }
  const proof = createHmac('sha256', client.clientSecret).update(token).digest('hex');
  if (query.get('appsecret_proof') !== proof) {
    graphError(response, 400, 'Invalid appsecret_proof provided in the API argument', 100);
    return;
  }
  const fields = new Set((query.get('fields') ?? 'id,name').split(','));
  sendJson(response, 200, {
    id: account.id,
    ...(fields.has('name') && account.name ? { name: account.name } : {}),
    ...(fields.has('email') && account.email ? { email: account.email } : {}),
  });
}
