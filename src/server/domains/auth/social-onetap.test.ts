import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '@server/db/schema/identities';
import { users } from '@server/db/schema/users';
import { newId } from '@server/lib/ids';
import { buildUser } from '@server/test/factories';
import { startTestOidcProvider } from '@server/test/oidc-provider';
import type { TestOidcProvider } from '@server/test/oidc-provider';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { consumeSignInTicket, createSignInTicket } from './social.service';

// One-tap: ID tokens signed with the keys a real local OpenID provider publishes.
const CLIENT_ID = 'quire-onetap-client';
const MUTATION = `mutation OneTap($credential: String!, $operation: AuthOperation!, $redirect: String) {
  signInWithGoogleOneTap(credential: $credential, operation: $operation, redirect: $redirect) {
    __typename
    ... on Token { token authUrl }
    ... on AlreadyExistsGoogle { message }
    ... on Forbidden { message }
    ... on UserCreationRateLimited { message }
  }
}`;

interface OneTapAnswer {
  signInWithGoogleOneTap: {
    __typename: string;
    token?: string;
    authUrl?: string;
    message?: string;
  };
}

let provider: TestOidcProvider;
let testApp: TestApp;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: 'unused',
    redirectUris: ['http://localhost:3000/m/callback/authenticate/google'],
    accounts: [],
  });
  testApp = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'unused',
    GOOGLE_ISSUER: provider.issuer,
  });
});

afterAll(async () => {
  await testApp.close();
  await provider.close();
});

const claimsFor = (sub: string, email: string, extra: Record<string, unknown> = {}) => ({
  sub,
  email,
  email_verified: true,
  name: 'One Tap',
  ...extra,
});

async function oneTap(credential: string, operation: 'login' | 'register', redirect?: string) {
  return testApp.graphql<OneTapAnswer>(MUTATION, {
    variables: { credential, operation, redirect },
  });
}

async function visit(authUrl: string) {
  const url = new URL(authUrl);
  return testApp.request({ method: 'GET', url: `${url.pathname}${url.search}` });
}

describe('signInWithGoogleOneTap', () => {
  it('answers a Token for an existing account; its auth URL signs the browser in once', async () => {
    const user = await buildUser(testApp.database.db, { email: 'tap@example.com' });
    const credential = await provider.mintIdToken(claimsFor('tap-sub', 'tap@example.com'));
    const { body } = await oneTap(credential, 'login', '/p/123');
    const answer = body.data?.signInWithGoogleOneTap;
    expect(answer?.__typename).toBe('Token');
    expect(answer?.authUrl).toContain('/m/callback/authenticate/onetap?token=');
    const first = await visit(String(answer?.authUrl));
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/p/123');
    const sid = first.cookies.find((cookie) => cookie.name === 'sid')?.value;
    const viewer = await testApp.graphql<{ viewer: { id: string } }>('{ viewer { id } }', {
      as: { cookies: { sid: String(sid) }, xsrfToken: '', userId: '' },
    });
    expect(viewer.body.data?.viewer.id).toBe(user.id);
    const second = await visit(String(answer?.authUrl));
    expect(second.headers.location).toBe('/m/signin?error=SocialSignInFailed');
  });

  it('does not create an account on login; register creates it', async () => {
    const credential = await provider.mintIdToken(claimsFor('new-sub', 'new@example.com'));
    const login = await oneTap(credential, 'login');
    expect(login.body.errors?.[0]?.message).toBe('No account uses this Google address yet.');
    const register = await oneTap(credential, 'register', '/me');
    expect(register.body.data?.signInWithGoogleOneTap.__typename).toBe('Token');
    const visited = await visit(String(register.body.data?.signInWithGoogleOneTap.authUrl));
    expect(visited.headers.location).toBe('/registration-form?redirect=%2Fme');
    const created = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new@example.com'));
    expect(created).toHaveLength(1);
  });

  it('answers AlreadyExistsGoogle when the address is linked to another Google account', async () => {
    const owner = await buildUser(testApp.database.db, { email: 'taken@example.com' });
    await testApp.database.db
      .insert(identities)
      .values({ id: newId(), provider: 'google', subject: 'taken-old', userId: owner.id });
    const credential = await provider.mintIdToken(claimsFor('taken-new', 'taken@example.com'));
    const { body } = await oneTap(credential, 'register');
    expect(body.data?.signInWithGoogleOneTap).toEqual({
      __typename: 'AlreadyExistsGoogle',
      message: 'This email is already linked to a different Google account.',
    });
  });

  it('answers Forbidden for a suspended account', async () => {
    await buildUser(testApp.database.db, { email: 'banned@example.com', isSuspended: true });
    const credential = await provider.mintIdToken(claimsFor('banned-sub', 'banned@example.com'));
    const { body } = await oneTap(credential, 'login');
    expect(body.data?.signInWithGoogleOneTap.__typename).toBe('Forbidden');
  });

  it('refuses a token with a bad signature, a wrong audience, an expiry in the past or an unverified address', async () => {
    const claims = claimsFor('bad-sub', 'bad@example.com');
    const credentials = [
      await provider.mintForgedIdToken(claims),
      await provider.mintIdToken(claims, { audience: 'someone-else' }),
      await provider.mintIdToken(claims, { expiresInSeconds: -120 }),
      await provider.mintIdToken(claims, { issuer: 'https://issuer.example' }),
      await provider.mintIdToken({ ...claims, email_verified: false }),
      'not-a-jwt',
    ];
    for (const credential of credentials) {
      const { body } = await oneTap(credential, 'register');
      expect(body.errors?.[0]?.message).toBe(
        'That Google sign-in could not be verified. Please try again.',
      );
    }
    const created = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'bad@example.com'));
    expect(created).toHaveLength(0);
  });

  it('is unavailable while disable_login_google is on', async () => {
    await testApp.flagStore.setOverride('disable_login_google', true);
    try {
      const credential = await provider.mintIdToken(claimsFor('off-sub', 'off@example.com'));
      const { body } = await oneTap(credential, 'register');
      expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      await testApp.flagStore.setOverride('disable_login_google', false);
    }
  });
});

describe('sign-in tickets', () => {
  it('expire after two minutes', async () => {
    const user = await buildUser(testApp.database.db);
    const issuedAt = new Date(Date.now() - 121_000);
    const ticket = await createSignInTicket(testApp.database.db, {
      userId: user.id,
      isNewAccount: false,
      now: issuedAt,
    });
    expect(await consumeSignInTicket(testApp.database.db, ticket)).toBeNull();
  });
});
