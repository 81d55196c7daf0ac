import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import type { JWK } from 'jose';
import { readForm } from '@server/test/kits/fake-server-kit';
import { sendJson } from './provider-state';
import type { Grant, LocalAppleClient, ProviderState } from './provider-state';

const KEY_ID = 'local-apple-key';

export interface AppleSigningKeys {
  publicJwk: JWK;
  privateKey: CryptoKey;
  /** Signs with the same key id but a key the JWKS does not publish. */
  forgerKey: CryptoKey;
}

export async function createAppleSigningKeys(): Promise<AppleSigningKeys> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  return { publicJwk, privateKey: pair.privateKey, forgerKey: forger.privateKey };
}

/** Apple's client secret: an ES256 JWT from the team, for the Services ID, to Apple. */
async function isClientSecretValid(secret: string, client: LocalAppleClient, audience: string) {
  try {
    const { protectedHeader } = await jwtVerify(secret, client.publicKey, {
      algorithms: ['ES256'],
      issuer: client.teamId,
      subject: client.clientId,
      audience,
    });
    return protectedHeader.kid === client.keyId;
  } catch {
    return false;
  }
}

function idToken(grant: Grant, issuer: string, clientId: string, key: CryptoKey) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    ...(grant.account.email ? { email: grant.account.email, email_verified: 'true' } : {}),
    ...(grant.nonce ? { nonce: grant.nonce, nonce_supported: true } : {}),
    auth_time: now,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setIssuer(issuer)
    .setAudience(clientId)
    .setSubject(grant.account.id)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(key);
}

/** POST /auth/token: the code and the client secret JWT for tokens with an ID token. */
export async function appleToken(
  state: ProviderState,
  setup: { client: LocalAppleClient; issuer: string; keys: AppleSigningKeys },
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  state.calls.push({ provider: 'apple', endpoint: 'token' });
  const form = await readForm(request);
  if (state.takeTrouble('apple', 'token-error')) {
    sendJson(response, 500, { error: 'server_error' });
    return;
  }
  const { client, issuer, keys } = setup;
  const secret = form.get('client_secret') ?? '';
  if (
    form.get('client_id') !== client.clientId ||
    !(await isClientSecretValid(secret, client, issuer))
  ) {
    sendJson(response, 400, { error: 'invalid_client' });
    return;
  }
  const grant =
    form.get('grant_type') === 'authorization_code'
      ? state.redeemCode('apple', form.get('code') ?? '', form.get('redirect_uri') ?? '')
      : null;
  if (!grant) {
    sendJson(response, 400, { error: 'invalid_grant' });
    return;
  }
  const signer = state.takeTrouble('apple', 'forged-id-token') ? keys.forgerKey : keys.privateKey;
  sendJson(response, 200, {
    access_token: randomBytes(24).toString('base64url'),
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_token: randomBytes(24).toString('base64url'),
    id_token: await idToken(grant, issuer, client.clientId, signer),
  });
}
