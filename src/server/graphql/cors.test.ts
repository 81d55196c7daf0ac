import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { Actor, TestApp } from '../test/test-app';

const SITE = 'http://quire.localhost';
const AUTH = 'http://auth.quire.localhost';

let testApp: TestApp;
let reader: Actor;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: SITE, AUTH_DOMAIN: AUTH });
  const user = await buildUser(testApp.database.db, { email: 'reader@example.org' });
  reader = await testApp.signIn(user.id);
});

afterAll(async () => {
  await testApp.close();
});

/** The probe: a signed-in reader's browser sends their cookies from a page on `origin`. */
function readEmailFrom(origin: string) {
  return testApp.request({
    method: 'POST',
    url: '/_/graphql',
    headers: { 'content-type': 'application/json', origin },
    cookies: reader.cookies,
    payload: { query: '{ viewer { email } }' },
  });
}

function preflightFrom(origin: string) {
  return testApp.request({
    method: 'OPTIONS',
    url: '/_/graphql',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-xsrf-token',
    },
  });
}

describe('/_/graphql CORS', () => {
  it.each(['null', 'http://evil.quire.localhost', 'https://evil.example'])(
    'gives a page on %s no cross-origin access to the reader',
    async (origin) => {
      const response = await readEmailFrom(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await preflightFrom(origin);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    },
  );

  it.each([SITE, AUTH])(
    'lets the site’s own origin %s call it with credentials',
    async (origin) => {
      const response = await readEmailFrom(origin);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers.vary).toMatch(/origin/i);
      expect(response.json()).toEqual({ data: { viewer: { email: 'reader@example.org' } } });
      const preflight = await preflightFrom(origin);
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-headers']).toBe('content-type, x-xsrf-token');
    },
  );
});

describe('/_/graphql CORS without a configured origin', () => {
  it('answers no origin at all', async () => {
    const bare = await createTestApp();
    try {
      for (const origin of ['null', 'http://localhost:3000', 'http://evil.quire.localhost']) {
        const response = await bare.request({
          method: 'POST',
          url: '/_/graphql',
          headers: { 'content-type': 'application/json', origin },
          payload: { query: '{ viewer { id } }' },
        });
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
    } finally {
      await bare.close();
    }
  });
});
