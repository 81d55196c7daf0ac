import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm } from '@server/test/kits/fake-server-kit';
import { sendJson } from './provider-state';
import type { LocalClient, ProviderState } from './provider-state';

/** A confidential client authenticates with HTTP Basic (form-encoded id and secret). */
function isClient(request: IncomingMessage, client: LocalClient): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return (
    decodeURIComponent(id ?? '') === client.clientId &&
    decodeURIComponent(secret ?? '') === client.clientSecret
  );
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** X OAuth 2.0: POST /2/oauth2/token with the PKCE verifier behind the authorization's challenge. */
export async function xToken(
  state: ProviderState,
  client: LocalClient,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  state.calls.push({ provider: 'twitter', endpoint: 'token' });
  const form = await readForm(request);
  if (state.takeTrouble('twitter', 'token-error')) {
    sendJson(response, 500, { error: 'server_error' });
    return;
  }
  if (!isClient(request, client)) {
    sendJson(response, 401, {
      error: 'unauthorized_client',
      error_description: 'Missing valid authorization header',
    });
    return;
  }
  const invalid = {
    error: 'invalid_request',
    error_description: 'Value passed for the authorization code was invalid.',
  };
  if (form.get('grant_type') !== 'authorization_code') {
    sendJson(response, 400, invalid);
    return;
  }
  const grant = state.redeemCode('twitter', form.get('code') ?? '', form.get('redirect_uri') ?? '');
  const verifier = form.get('code_verifier') ?? '';
  if (!grant || !grant.codeChallenge || s256(verifier) !== grant.codeChallenge) {
    sendJson(response, 400, invalid);
    return;
  }
  sendJson(response, 200, {
    token_type: 'bearer',
    expires_in: 7200,
    access_token: state.issueAccessToken('twitter', grant.account),
    scope: 'users.read tweet.read',
  });
}

/** X API v2: GET /2/users/me with the bearer token. */
export function xMe(state: ProviderState, request: IncomingMessage, response: ServerResponse) {
  state.calls.push({ provider: 'twitter', endpoint: 'profile' });
  if (state.takeTrouble('twitter', 'profile-error')) {
    sendJson(response, 503, { title: 'Service Unavailable', status: 503 });
    return;
  }
  const header = request.headers.authorization ?? '';
  const account = state.accountFor(
    'twitter',
    header.startsWith('Bearer ') ? header.slice(7) : null,
  );
  if (!account) {
    sendJson(response, 401, { title: 'Unauthorized', type: 'about:blank', status: 401 });
    return;
  }
  const username = (account.name ?? account.id).toLowerCase().replace(/[^a-z0-9_]/g, '');
  sendJson(response, 200, { data: { id: account.id, name: account.name, username } });
}
