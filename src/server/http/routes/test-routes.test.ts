import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/env';
import { createTestApp, TEST_SECRET } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { openTestDatabase } from '@server/test/test-database';

/**
 * The test routes sign anyone in as anyone: they exist only when asked for
 * with ENABLE_TEST_ROUTES on a server that listens on loopback, and every one
 * of them answers 404 otherwise, as does the flag-override cookie.
 */
const TEST_ROUTES = [
  { method: 'POST', url: '/_/test/session', payload: { username: 'intruder' } },
  { method: 'GET', url: '/_/test/client-errors?userId=lo_0123456789ab' },
  { method: 'GET', url: '/_/test/client-errors/since?after=0' },
  { method: 'POST', url: '/_/test/staff', payload: { userId: 'abcdef123456' } },
  {
    method: 'POST',
    url: '/_/test/publication',
    payload: { slug: 'p', name: 'P', domain: 'p.example', creatorId: 'abcdef123456' },
  },
  {
    method: 'POST',
    url: '/_/test/billing-clock',
    payload: { userId: 'abcdef123456', until: '2031-01-01T00:00:00Z' },
  },
  { method: 'POST', url: '/_/test/partner-clock', payload: { at: '2031-01-01T00:00:00Z' } },
] as const;

async function answers(app: TestApp) {
  const statuses: Array<[string, number]> = [];
  for (const route of TEST_ROUTES) {
    const response = await app.request({
      method: route.method,
      url: route.url,
      ...('payload' in route ? { payload: route.payload } : {}),
    });
    statuses.push([route.url, response.statusCode]);
  }
  return statuses;
}

// GET falls through to the site's own not-found page; the others to the JSON 404.
const allNotFound = TEST_ROUTES.map((route) => [route.url, 404]);

async function newModalFlagWithOverride(app: TestApp): Promise<unknown> {
  const visitor = app.visitor();
  const response = await app.request({
    method: 'POST',
    url: '/_/graphql',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.xsrfToken },
    cookies: { ...visitor.cookies, quire_test_flags: 'enable_new_susi_modal=false' },
    payload: { query: '{ variantFlags { name value } }' },
  });
  const flags = response.json<{ data: { variantFlags: Array<{ name: string; value: unknown }> } }>()
    .data.variantFlags;
  return flags.find((flag) => flag.name === 'enable_new_susi_modal')?.value;
}

describe('test routes', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answer 404 when ENABLE_TEST_ROUTES is off, and the flag cookie is ignored', async () => {
    app = await createTestApp({ HOST: '127.0.0.1' });
    expect(await answers(app)).toEqual(allNotFound);
    expect(await newModalFlagWithOverride(app)).toBe(true);
  });

  for (const host of ['0.0.0.0', '::', '192.0.2.10']) {
    it(`answer 404 when the server listens on ${host}, whatever ENABLE_TEST_ROUTES says`, async () => {
      app = await createTestApp({ ENABLE_TEST_ROUTES: 'true', HOST: host });
      expect(await answers(app)).toEqual(allNotFound);
      expect(await newModalFlagWithOverride(app)).toBe(true);
    });
  }

  it('work on a server that listens on loopback only', async () => {
    app = await createTestApp({ ENABLE_TEST_ROUTES: 'yes', HOST: '127.0.0.1' });
    const session = await app.request({
      method: 'POST',
      url: '/_/test/session',
      payload: { username: 'loopback_tester' },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ username: 'loopback_tester' });
    expect(await newModalFlagWithOverride(app)).toBe(false);
  });

  it('read out the error reports stored since a cursor, whoever sent them', async () => {
    app = await createTestApp({ ENABLE_TEST_ROUTES: 'true', HOST: '127.0.0.1' });
    const start = await app.request({ method: 'GET', url: '/_/test/client-errors/since' });
    const { cursor } = start.json<{ cursor: number }>();
    const visitor = app.visitor();
    const report = (message: string) =>
      app!.request({
        method: 'POST',
        url: '/_/oh-noes',
        headers: { 'x-xsrf-token': visitor.xsrfToken },
        cookies: visitor.cookies,
        payload: [{ name: 'Error', message, timestamp: Date.now(), extra: { location: '/a' } }],
      });
    expect((await report('First')).statusCode).toBe(200);
    expect((await report('Second')).statusCode).toBe(200);
    const since = await app.request({
      method: 'GET',
      url: `/_/test/client-errors/since?after=${cursor}`,
    });
    const body = since.json<{ cursor: number; reports: unknown[] }>();
    expect(body.reports).toEqual([
      { name: 'Error', message: 'First', location: '/a' },
      { name: 'Error', message: 'Second', location: '/a' },
    ]);
    const after = await app.request({
      method: 'GET',
      url: `/_/test/client-errors/since?after=${body.cursor}`,
    });
    expect(after.json()).toEqual({ cursor: body.cursor, reports: [] });
  });
});

describe('start-up with ENABLE_TEST_ROUTES', () => {
  async function startListening(env: Record<string, string>) {
    const lines: Array<{ level: number; msg: string }> = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SESSION_SECRET: TEST_SECRET,
      DATA_DIR: '/tmp/quire-test-data',
      PORT: '0',
      ...env,
    });
    const database = await openTestDatabase();
    const { app } = await buildApp(config, {
      database,
      renderMode: 'source',
      logStream: { write: (line) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
    });
    // As main.ts does: listen on HOST.
    await app.listen({ host: config.host, port: config.port });
    const { port } = app.server.address() as AddressInfo;
    return {
      lines,
      origin: `http://127.0.0.1:${port}`,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  it('says loudly that they are on', async () => {
    const server = await startListening({ ENABLE_TEST_ROUTES: 'true', HOST: '127.0.0.1' });
    try {
      expect(server.lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg:
            'ENABLE_TEST_ROUTES is on: /_/test/session signs anyone on this machine in as any user, ' +
            "staff included, and the quire_test_flags cookie overrides the site's flags. " +
            'For end-to-end tests and benchmarks only; never on a real site.',
        }),
      );
      const session = await fetch(`${server.origin}/_/test/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(session.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses them on 0.0.0.0: an error at start-up, 404 over the network', async () => {
    const server = await startListening({ ENABLE_TEST_ROUTES: '1', HOST: '0.0.0.0' });
    try {
      expect(server.lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg:
            'ENABLE_TEST_ROUTES is ignored: HOST=0.0.0.0 is not a loopback address. ' +
            'Test routes sign anyone in as any user, so they are served only on 127.0.0.1, ::1 or localhost.',
        }),
      );
      const session = await fetch(`${server.origin}/_/test/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"intruder"}',
      });
      expect([session.status, await session.json()]).toEqual([404, { error: 'NotFound' }]);
    } finally {
      await server.close();
    }
  });
});
