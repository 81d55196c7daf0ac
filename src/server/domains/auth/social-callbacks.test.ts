import { eq } from 'drizzle-orm';
import { exportPKCS8, generateKeyPair } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '@server/db/schema/identities';
import { users } from '@server/db/schema/users';
import { buildUser } from '@server/test/factories';
import {
  answerAtProvider,
  startLocalSocialProvider,
} from '@server/test/social-provider/local-social-provider';
import type {
  LocalProviderName,
  LocalSocialProvider,
  ProviderAnswer,
} from '@server/test/social-provider/local-social-provider';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

// Facebook, X and Apple sign-in from start to session, against a provider on 127.0.0.1 that
// speaks each one's protocol: Graph /oauth/access_token and /me, X's PKCE token exchange and
// /2/users/me, Apple's form-posted answer, client-secret JWT, ID token and JWKS.
const PUBLIC_URL = 'http://localhost:3000';
const callbackOf = (provider: LocalProviderName) =>
  `${PUBLIC_URL}/m/callback/authenticate/${provider}`;
const START: Record<LocalProviderName, string> = {
  facebook: '/m/connect/facebook',
  twitter: '/m/account/authenticate-twitter',
  apple: '/m/start-auth/apple',
};
const FAILED = '/m/signin?error=SocialSignInFailed&redirect=%2Fme%2Fstories';

let provider: LocalSocialProvider;
let testApp: TestApp;

beforeAll(async () => {
  const teamKey = await generateKeyPair('ES256', { extractable: true });
  provider = await startLocalSocialProvider({
    facebook: {
      clientId: 'fb-app',
      clientSecret: 'fb-secret',
      redirectUri: callbackOf('facebook'),
    },
    twitter: { clientId: 'x-client', clientSecret: 'x-secret', redirectUri: callbackOf('twitter') },
    apple: {
      clientId: 'org.quire.web',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      publicKey: teamKey.publicKey,
      redirectUri: callbackOf('apple'),
    },
    accounts: {
      facebook: [
        { id: '10100', name: 'Fiona Facebook', email: 'fiona@example.com' },
        { id: '10200', name: 'Ben Graph', email: 'ben.graph@example.com' },
      ],
      twitter: [{ id: '1400000000000000001', name: 'Xavier Poster' }],
      apple: [
        { id: '001234.abc.0101', name: 'Ada Orchard', email: 'ada@privaterelay.appleid.com' },
      ],
    },
  });
  testApp = await createTestApp({
    PUBLIC_URL,
    FACEBOOK_CLIENT_ID: 'fb-app',
    FACEBOOK_CLIENT_SECRET: 'fb-secret',
    TWITTER_CLIENT_ID: 'x-client',
    TWITTER_CLIENT_SECRET: 'x-secret',
    APPLE_CLIENT_ID: 'org.quire.web',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    APPLE_PRIVATE_KEY: await exportPKCS8(teamKey.privateKey),
    ...provider.env,
  });
});

afterAll(async () => {
  await testApp.close();
  await provider.close();
});

async function start(name: LocalProviderName) {
  const response = await testApp.request({
    method: 'GET',
    url: `${START[name]}?operation=login&redirect=%2Fme%2Fstories`,
  });
  expect(response.statusCode).toBe(302);
  const binding = response.cookies.find((cookie) => cookie.name === 'q_social')?.value ?? '';
  return { location: String(response.headers.location), binding };
}

/** The browser arriving back from the provider, with the binding cookie it was given. */
function arrive(answer: ProviderAnswer, binding: string) {
  const cookies = { q_social: binding };
  if (answer.method === 'GET') {
    return testApp.request({
      method: 'GET',
      url: answer.url.pathname + answer.url.search,
      cookies,
    });
  }
  return testApp.request({
    method: 'POST',
    url: answer.url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(answer.form).toString(),
    cookies,
  });
}

/** Start → the provider's page (sign in as `account`, or cancel with null) → callback. */
async function signInWith(name: LocalProviderName, account: string | null) {
  const { location, binding } = await start(name);
  const answer = await answerAtProvider(location, account);
  expect(answer.url.href.startsWith(callbackOf(name))).toBe(true);
  return arrive(answer, binding);
}

async function viewerOf(response: LightMyRequestResponse) {
  const sid = response.cookies.find((cookie) => cookie.name === 'sid')?.value;
  if (!sid) return null;
  const { body } = await testApp.graphql<{
    viewer: { id: string; name: string; email: string | null } | null;
  }>('{ viewer { id name email } }', { as: { cookies: { sid }, xsrfToken: '', userId: '' } });
  return body.data?.viewer ?? null;
}

async function identityOf(name: LocalProviderName, subject: string) {
  const rows = await testApp.database.db
    .select()
    .from(identities)
    .where(eq(identities.subject, subject));
  return rows.filter((row) => row.provider === name);
}

const callsTo = (name: LocalProviderName) => provider.calls.filter((c) => c.provider === name);

describe('Facebook', () => {
  it('creates an account from the Graph profile and signs the person in', async () => {
    const response = await signInWith('facebook', '10100');
    expect(response.headers.location).toBe('/registration-form?redirect=%2Fme%2Fstories');
    const viewer = await viewerOf(response);
    expect(viewer).toMatchObject({ name: 'Fiona Facebook', email: 'fiona@example.com' });
    expect(await identityOf('facebook', '10100')).toMatchObject([{ userId: viewer?.id }]);
  });

  it('signs the same person in again, to where they were going', async () => {
    const response = await signInWith('facebook', '10100');
    expect(response.headers.location).toBe('/me/stories');
    const rows = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'fiona@example.com'));
    expect(rows).toHaveLength(1);
    expect((await viewerOf(response))?.id).toBe(rows[0]?.id);
  });

  it('links to the account that already has the address Facebook confirmed', async () => {
    const ben = await buildUser(testApp.database.db, { email: 'ben.graph@example.com' });
    const response = await signInWith('facebook', '10200');
    expect(response.headers.location).toBe('/me/stories');
    expect((await viewerOf(response))?.id).toBe(ben.id);
  });

  it('refuses a replayed callback: the code works once', async () => {
    const { location, binding } = await start('facebook');
    const answer = await answerAtProvider(location, '10100');
    expect((await arrive(answer, binding)).headers.location).toBe('/me/stories');
    const replay = await arrive(answer, binding);
    expect(replay.headers.location).toBe(FAILED);
    expect(replay.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });

  it('fails cleanly when the Graph profile read answers 500', async () => {
    provider.troubleNext('facebook', 'profile-error');
    const response = await signInWith('facebook', '10100');
    expect(response.headers.location).toBe(FAILED);
    expect(await viewerOf(response)).toBeNull();
  });
});

describe('X', () => {
  it('creates an account from /2/users/me, without an e-mail address', async () => {
    const response = await signInWith('twitter', '1400000000000000001');
    expect(response.headers.location).toBe('/registration-form?redirect=%2Fme%2Fstories');
    const viewer = await viewerOf(response);
    expect(viewer).toMatchObject({ name: 'Xavier Poster', email: null });
    expect(await identityOf('twitter', '1400000000000000001')).toMatchObject([
      { userId: viewer?.id },
    ]);
    expect((await signInWith('twitter', '1400000000000000001')).headers.location).toBe(
      '/me/stories',
    );
  });

  it('is refused by X when the verifier does not match the challenge it was shown', async () => {
    const { location, binding } = await start('twitter');
    const altered = new URL(location);
    altered.searchParams.set('code_challenge', 'A'.repeat(43));
    const response = await arrive(
      await answerAtProvider(altered.href, '1400000000000000001'),
      binding,
    );
    expect(response.headers.location).toBe(FAILED);
    expect(await viewerOf(response)).toBeNull();
  });

  it('fails cleanly when /2/users/me is unavailable', async () => {
    provider.troubleNext('twitter', 'profile-error');
    const response = await signInWith('twitter', '1400000000000000001');
    expect(response.headers.location).toBe(FAILED);
  });
});

describe('Apple', () => {
  it("creates an account from the posted name and the ID token's verified address", async () => {
    const response = await signInWith('apple', '001234.abc.0101');
    expect(response.headers.location).toBe('/registration-form?redirect=%2Fme%2Fstories');
    expect(await viewerOf(response)).toMatchObject({
      name: 'Ada Orchard',
      email: 'ada@privaterelay.appleid.com',
    });
  });

  it('signs in again when Apple no longer sends the name', async () => {
    const { location, binding } = await start('apple');
    const answer = await answerAtProvider(location, '001234.abc.0101');
    expect(answer.method === 'POST' && answer.form.user).toBeUndefined();
    const response = await arrive(answer, binding);
    expect(response.headers.location).toBe('/me/stories');
    expect((await viewerOf(response))?.name).toBe('Ada Orchard');
  });

  it('refuses an ID token not signed by a key Apple publishes', async () => {
    provider.troubleNext('apple', 'forged-id-token');
    const response = await signInWith('apple', '001234.abc.0101');
    expect(response.headers.location).toBe(FAILED);
    expect(await viewerOf(response)).toBeNull();
  });
});

describe.each(['facebook', 'twitter', 'apple'] as const)('%s callback errors', (name) => {
  const account = { facebook: '10100', twitter: '1400000000000000001', apple: '001234.abc.0101' }[
    name
  ];

  it('goes back to sign-in, same target, when the person cancels at the provider', async () => {
    const before = callsTo(name).length;
    const response = await signInWith(name, null);
    expect(response.headers.location).toBe(FAILED);
    expect(await viewerOf(response)).toBeNull();
    expect(callsTo(name)).toHaveLength(before);
  });

  it('refuses a callback in a browser that did not start the sign-in, before any exchange', async () => {
    const { location } = await start(name);
    const answer = await answerAtProvider(location, account);
    const before = callsTo(name).length;
    const response = await arrive(answer, 'another-browser-nonce-value');
    expect(response.headers.location).toBe('/m/signin?error=SocialSignInFailed');
    expect(await viewerOf(response)).toBeNull();
    expect(callsTo(name)).toHaveLength(before);
  });

  it('fails cleanly when the token endpoint answers 500', async () => {
    provider.troubleNext(name, 'token-error');
    const response = await signInWith(name, account);
    expect(response.headers.location).toBe(FAILED);
    expect(await viewerOf(response)).toBeNull();
    expect(callsTo(name).at(-1)).toEqual({ provider: name, endpoint: 'token' });
  });
});
