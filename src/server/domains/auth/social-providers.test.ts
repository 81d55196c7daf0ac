import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { createAppleClientSecret } from './providers/apple';
import { assertSecureUrl } from './providers/oidc';
import { provisionalUsername } from './social.service';

// Where Facebook, Apple and Twitter/X sign-in start, with the providers' own endpoints; the
// whole exchange, against local providers speaking their protocols, is in social-callbacks.test.ts.
let testApp: TestApp;
let applePublicKey: CryptoKey;
let applePrivateKey: string;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  applePublicKey = pair.publicKey;
  applePrivateKey = await exportPKCS8(pair.privateKey);
  testApp = await createTestApp({
    PUBLIC_URL: 'https://quire.example',
    FACEBOOK_CLIENT_ID: 'fb-id',
    FACEBOOK_CLIENT_SECRET: 'fb-secret',
    TWITTER_CLIENT_ID: 'x-id',
    TWITTER_CLIENT_SECRET: 'x-secret',
    APPLE_CLIENT_ID: 'org.quire.web',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    APPLE_PRIVATE_KEY: applePrivateKey.replaceAll('\n', '\\n'),
  });
});

afterAll(async () => {
  await testApp.close();
});

async function start(path: string) {
  const response = await testApp.request({
    method: 'GET',
    url: `${path}?operation=register&redirect=%2Fp%2F1`,
  });
  expect(response.statusCode).toBe(302);
  const url = new URL(String(response.headers.location));
  const cookie = response.cookies.find((c) => c.name === 'q_social');
  const [body] = String(url.searchParams.get('state')).split('.');
  const state = JSON.parse(Buffer.from(String(body), 'base64url').toString()) as Record<
    string,
    unknown
  >;
  return { url, cookie, state, query: Object.fromEntries(url.searchParams) };
}

describe('Facebook', () => {
  it('starts at the dialog with the e-mail scope and a state naming the provider', async () => {
    const { url, state, query, cookie } = await start('/m/connect/facebook');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(query).toMatchObject({
      client_id: 'fb-id',
      redirect_uri: 'https://quire.example/m/callback/authenticate/facebook',
      response_type: 'code',
      scope: 'public_profile,email',
    });
    expect(state).toMatchObject({ p: 'facebook', r: '/p/1', o: 'register', n: cookie?.value });
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/m/callback/authenticate',
    });
  });

  it('refuses a callback without a valid state before calling Facebook', async () => {
    const response = await testApp.request({
      method: 'GET',
      url: '/m/callback/authenticate/facebook?code=c&state=x.y',
    });
    expect(response.headers.location).toBe('/m/signin?error=SocialSignInFailed');
  });
});

describe('Twitter/X', () => {
  it('starts with PKCE S256 and read-only scopes', async () => {
    const { url, query, state } = await start('/m/account/authenticate-twitter');
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/i/oauth2/authorize');
    expect(query).toMatchObject({
      client_id: 'x-id',
      redirect_uri: 'https://quire.example/m/callback/authenticate/twitter',
      scope: 'users.read tweet.read',
      code_challenge_method: 'S256',
    });
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(state).toMatchObject({ p: 'twitter', o: 'register' });
  });

  it('answers 404 while disable_login_twitter is on', async () => {
    await testApp.flagStore.setOverride('disable_login_twitter', true);
    try {
      const response = await testApp.request({
        method: 'GET',
        url: '/m/account/authenticate-twitter',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.flagStore.setOverride('disable_login_twitter', false);
    }
  });
});

describe('Apple', () => {
  it('starts with form_post, a nonce and a cross-site binding cookie', async () => {
    const { url, query, cookie } = await start('/m/start-auth/apple');
    expect(`${url.origin}${url.pathname}`).toBe('https://appleid.apple.com/auth/authorize');
    expect(query).toMatchObject({
      client_id: 'org.quire.web',
      redirect_uri: 'https://quire.example/m/callback/authenticate/apple',
      response_mode: 'form_post',
      scope: 'name email',
    });
    expect(query.nonce).toBeTruthy();
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None' });
  });

  it('accepts the form-posted callback and checks its state', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/m/callback/authenticate/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=c&state=forged.state&user=%7B%7D',
    });
    expect(response.headers.location).toBe('/m/signin?error=SocialSignInFailed');
  });

  it('is hidden while enable_apple_sign_in is off', async () => {
    await testApp.flagStore.setOverride('enable_apple_sign_in', false);
    try {
      expect(
        (await testApp.request({ method: 'GET', url: '/m/start-auth/apple' })).statusCode,
      ).toBe(404);
    } finally {
      await testApp.flagStore.setOverride('enable_apple_sign_in', true);
    }
  });

  it('signs its client secret as the team, for the service id', async () => {
    const secret = await createAppleClientSecret({
      clientId: 'org.quire.web',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: applePrivateKey,
      issuer: 'https://appleid.apple.com',
    });
    const { payload, protectedHeader } = await jwtVerify(secret, applePublicKey, {
      issuer: 'TEAM123456',
      audience: 'https://appleid.apple.com',
      subject: 'org.quire.web',
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(300);
  });
});

describe('helpers', () => {
  it('accepts plain http only on loopback', () => {
    expect(() => assertSecureUrl('http://127.0.0.1:4011')).not.toThrow();
    expect(() => assertSecureUrl('https://accounts.google.com')).not.toThrow();
    expect(() => assertSecureUrl('http://accounts.google.com')).toThrow(
      'Refusing a non-https provider URL: http://accounts.google.com',
    );
  });

  it('derives a valid provisional username from any name', () => {
    expect(provisionalUsername('Zoë Ångström-Smith')).toMatch(/^zoeangstromsmith_[0-9a-f]{8}$/);
    expect(provisionalUsername('山田')).toMatch(/^reader_[0-9a-f]{8}$/);
    expect(provisionalUsername(null)).toMatch(/^[a-zA-Z0-9_.]{1,30}$/);
  });
});
