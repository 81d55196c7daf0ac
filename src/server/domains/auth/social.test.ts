import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '@server/db/schema/identities';
import { users } from '@server/db/schema/users';
import { newId } from '@server/lib/ids';
import { buildUser } from '@server/test/factories';
import { completeTestAuthorization, startTestOidcProvider } from '@server/test/oidc-provider';
import type { TestOidcProvider } from '@server/test/oidc-provider';
import { TEST_SECRET, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { createSocialState } from './social-state';

// The Google redirect flow end to end, against a real OpenID provider on 127.0.0.1.
const CLIENT_ID = 'quire-test-client';
const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/m/callback/authenticate/google`;

let provider: TestOidcProvider;
let testApp: TestApp;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: 'quire-test-secret',
    redirectUris: [CALLBACK],
    accounts: [
      { sub: 'alice-sub', email: 'alice@example.com', name: 'Alice Example' },
      { sub: 'bob-sub', email: 'bob@example.com', name: 'Bob Google' },
      { sub: 'erin-new-sub', email: 'erin@example.com', name: 'Erin' },
      { sub: 'sam-sub', email: 'sam@example.com', name: 'Suspended Sam' },
      { sub: 'rita-sub', email: 'rita@example.com', name: 'Rita' },
      { sub: 'ursula-sub', email: 'ursula@example.com', emailVerified: false, name: 'Ursula' },
      {
        sub: 'mallory-sub',
        email: 'mallory@example.com',
        name: `Mallory\r\nMalice \u202Egnp.exe\u200B ${'x'.repeat(100)}`,
      },
    ],
  });
  testApp = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'quire-test-secret',
    GOOGLE_ISSUER: provider.issuer,
  });
});

afterAll(async () => {
  await testApp.close();
  await provider.close();
});

async function startGoogle(query: string, remoteAddress?: string) {
  const response = await testApp.request({
    method: 'GET',
    url: `/m/connect/google?${query}`,
    remoteAddress,
  });
  expect(response.statusCode).toBe(302);
  const binding = response.cookies.find((cookie) => cookie.name === 'q_social');
  return { location: String(response.headers.location), binding: binding?.value ?? '' };
}

/** Start route → provider login and consent → callback, as a browser would. */
async function signInWithGoogle(
  account: string,
  query = 'operation=login&redirect=%2Fme%2Fstories',
  remoteAddress?: string,
) {
  const start = await startGoogle(query, remoteAddress);
  const callback = await completeTestAuthorization(start.location, account);
  expect(callback.href.startsWith(CALLBACK)).toBe(true);
  return testApp.request({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: { q_social: start.binding },
    remoteAddress,
  });
}

async function viewerOf(response: Awaited<ReturnType<typeof signInWithGoogle>>) {
  const sid = response.cookies.find((cookie) => cookie.name === 'sid')?.value;
  if (!sid) return null;
  const { body } = await testApp.graphql<{
    viewer: { id: string; name: string; email: string | null } | null;
  }>('{ viewer { id name email } }', { as: { cookies: { sid }, xsrfToken: '', userId: '' } });
  return body.data?.viewer ?? null;
}

describe('Google sign-in start', () => {
  it('redirects to the provider with a signed state, PKCE S256 and an OIDC nonce', async () => {
    const { location, binding } = await startGoogle(
      'operation=register&redirect=%2Fp%2Fabc&entry=clap',
    );
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const [body] = String(url.searchParams.get('state')).split('.');
    const payload = JSON.parse(Buffer.from(String(body), 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(payload).toMatchObject({
      p: 'google',
      r: '/p/abc',
      o: 'register',
      en: 'clap',
      n: binding,
    });
  });

  it('answers 404 for a provider that is not configured', async () => {
    expect((await testApp.request({ method: 'GET', url: '/m/connect/facebook' })).statusCode).toBe(
      404,
    );
    expect((await testApp.request({ method: 'GET', url: '/m/start-auth/apple' })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 while disable_login_google is on', async () => {
    await testApp.flagStore.setOverride('disable_login_google', true);
    try {
      expect((await testApp.request({ method: 'GET', url: '/m/connect/google' })).statusCode).toBe(
        404,
      );
    } finally {
      await testApp.flagStore.setOverride('disable_login_google', false);
    }
  });
});

describe('Google sign-in callback', () => {
  it('creates an account for a new person and signs them in', async () => {
    const response = await signInWithGoogle('alice-sub');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/registration-form?redirect=%2Fme%2Fstories');
    const viewer = await viewerOf(response);
    expect(viewer).toMatchObject({ name: 'Alice Example', email: 'alice@example.com' });
    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, String(viewer?.id)));
    expect(user?.hasChosenUsername).toBe(false);
  });

  it("fits the provider's name to the name rule instead of refusing the sign-up", async () => {
    const response = await signInWithGoogle('mallory-sub');
    expect(response.headers.location).toBe('/registration-form?redirect=%2Fme%2Fstories');
    const viewer = await viewerOf(response);
    expect(viewer?.name).toBe(`Mallory Malice gnp.exe ${'x'.repeat(27)}`);
    expect(Array.from(viewer?.name ?? '')).toHaveLength(50);
  });

  it('signs the same person in again without creating another account', async () => {
    const response = await signInWithGoogle('alice-sub');
    expect(response.headers.location).toBe('/me/stories');
    expect((await viewerOf(response))?.email).toBe('alice@example.com');
    const rows = await testApp.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'alice@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('links to the account that already has the verified address', async () => {
    const bob = await buildUser(testApp.database.db, { email: 'bob@example.com' });
    const response = await signInWithGoogle('bob-sub');
    expect(response.headers.location).toBe('/me/stories');
    expect((await viewerOf(response))?.id).toBe(bob.id);
    const linked = await testApp.database.db
      .select()
      .from(identities)
      .where(eq(identities.userId, bob.id));
    expect(linked).toMatchObject([{ provider: 'google', subject: 'bob-sub', signupIp: null }]);
  });

  it('refuses an address whose account is linked to another Google account', async () => {
    const erin = await buildUser(testApp.database.db, { email: 'erin@example.com' });
    await testApp.database.db
      .insert(identities)
      .values({ id: newId(), provider: 'google', subject: 'erin-old-sub', userId: erin.id });
    const response = await signInWithGoogle('erin-new-sub');
    expect(response.headers.location).toBe(
      '/m/signin?error=AlreadyExistsGoogle&redirect=%2Fme%2Fstories',
    );
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });

  it('refuses a suspended account', async () => {
    await buildUser(testApp.database.db, { email: 'sam@example.com', isSuspended: true });
    const response = await signInWithGoogle('sam-sub');
    expect(response.headers.location).toBe('/m/signin?error=Forbidden&redirect=%2Fme%2Fstories');
  });

  it('refuses an unverified address that an account already uses', async () => {
    await buildUser(testApp.database.db, { email: 'ursula@example.com' });
    const response = await signInWithGoogle('ursula-sub');
    expect(response.headers.location).toBe(
      '/m/signin?error=AlreadyExists&redirect=%2Fme%2Fstories',
    );
  });

  it('limits how many accounts one network creates in an hour', async () => {
    const ip = '203.0.113.9';
    for (let index = 0; index < 10; index += 1) {
      const user = await buildUser(testApp.database.db);
      await testApp.database.db.insert(identities).values({
        id: newId(),
        provider: 'google',
        subject: `flood-${index}`,
        userId: user.id,
        signupIp: ip,
      });
    }
    const response = await signInWithGoogle('rita-sub', undefined, ip);
    expect(response.headers.location).toBe(
      '/m/signin?error=UserCreationRateLimited&redirect=%2Fme%2Fstories',
    );
    const rita = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rita@example.com'));
    expect(rita).toHaveLength(0);
  });
});

describe('Google callback state', () => {
  async function callbackWith(state: string, binding: string) {
    return testApp.request({
      method: 'GET',
      url: `/m/callback/authenticate/google?code=anything&state=${encodeURIComponent(state)}`,
      cookies: { q_social: binding },
    });
  }

  it('refuses a tampered state', async () => {
    const { location, binding } = await startGoogle('operation=login&redirect=%2Fa');
    const state = String(new URL(location).searchParams.get('state'));
    const [body, signature] = state.split('.');
    const payload = JSON.parse(Buffer.from(String(body), 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...payload, r: 'https://evil.example/' })).toString(
      'base64url',
    );
    const response = await callbackWith(`${forged}.${signature}`, binding);
    expect(response.headers.location).toBe('/m/signin?error=SocialSignInFailed');
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });

  it('refuses an expired state', async () => {
    const expired = createSocialState(
      TEST_SECRET,
      { provider: 'google', redirect: null, operation: 'login', entry: null },
      Date.now() - 11 * 60 * 1000,
    );
    const response = await callbackWith(expired.value, expired.nonce);
    expect(response.headers.location).toBe('/m/signin?error=SocialSignInFailed');
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const start = await startGoogle('operation=login');
    const callback = await completeTestAuthorization(start.location, 'alice-sub');
    const response = await testApp.request({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { q_social: 'another-browser-nonce-value' },
    });
    expect(response.headers.location).toBe('/m/signin?error=SocialSignInFailed');
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });
});
