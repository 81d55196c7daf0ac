import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoggedIn } from '@server/http/request/identity';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import {
  SESSION_TTL_MS,
  createSession,
  deleteSession,
  findSessionUser,
  hashSessionToken,
} from './sessions.service';
import { sessions } from '@server/db/schema/users';

const ORIGIN = 'http://localhost';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('isLoggedIn', () => {
  it('counts a non-empty id that does not start with lo_ as logged in', () => {
    expect(isLoggedIn('abc123')).toBe(true);
    expect(isLoggedIn('lo_abc123')).toBe(false);
    expect(isLoggedIn('')).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });
});

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const user = await buildUser(testApp.database.db);
    const { token } = await createSession({ db: testApp.database.db, userId: user.id });
    const rows = await testApp.database.db.select().from(sessions);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.some((row) => row.id === hashSessionToken(token))).toBe(true);
  });

  it('finds the user until the session expires or is deleted', async () => {
    const db = testApp.database.db;
    const user = await buildUser(db);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession({ db, userId: user.id, now: start });
    expect((await findSessionUser({ db, token, origin: ORIGIN, now: start }))?.id).toBe(user.id);
    const afterExpiry = new Date(start.getTime() + SESSION_TTL_MS + 1);
    expect(await findSessionUser({ db, token, origin: ORIGIN, now: afterExpiry })).toBeNull();
    const fresh = await createSession({ db, userId: user.id });
    await deleteSession({ db, token: fresh.token });
    expect(await findSessionUser({ db, token: fresh.token, origin: ORIGIN })).toBeNull();
  });

  it('sets the session cookie HttpOnly and SameSite=Lax when signing in', async () => {
    const app = await createTestApp({ ENABLE_TEST_ROUTES: 'true' });
    try {
      const response = await app.request({
        method: 'POST',
        url: '/_/test/session',
        headers: { 'content-type': 'application/json' },
        payload: { username: 'cookie_check' },
      });
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      expect(sid?.httpOnly).toBe(true);
      expect(sid?.sameSite).toBe('Lax');
    } finally {
      await app.close();
    }
  });

  it('marks cookies Secure behind HTTPS', async () => {
    const app = await createTestApp({
      ENABLE_TEST_ROUTES: 'true',
      PUBLIC_URL: 'https://quire.example.org',
    });
    try {
      const response = await app.request({
        method: 'POST',
        url: '/_/test/session',
        headers: { 'content-type': 'application/json' },
        payload: { username: 'secure_check' },
      });
      expect(response.cookies.find((cookie) => cookie.name === 'sid')?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('forgets an unknown session cookie and treats the request as logged out', async () => {
    const response = await testApp.request({
      method: 'GET',
      url: '/_/graphql?query=%7Bviewer%7Bid%7D%7D',
      cookies: { sid: 'bogus' },
    });
    expect(response.json()).toEqual({ data: { viewer: null } });
  });
});
