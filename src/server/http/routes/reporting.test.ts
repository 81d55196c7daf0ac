import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors, events, performanceReports } from '@server/db/schema/platform';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function post(
  url: string,
  payload: unknown,
  options: { withXsrf?: boolean; userAgent?: string } = {},
) {
  const visitor = testApp.visitor();
  return testApp.request({
    method: 'POST',
    url,
    cookies: visitor.cookies,
    headers: {
      'content-type': 'application/json',
      ...(options.withXsrf === false ? {} : { 'x-xsrf-token': visitor.xsrfToken }),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    payload: JSON.stringify(payload),
  });
}

const event = (key: string, eventId: string) => ({
  key,
  data: { service: 'lite', location: '/' },
  type: 'e',
  timestamp: Date.now(),
  eventId,
  userId: 'lo_forged',
});

describe('/_/batch', () => {
  it('stores a batch of events under the server-known visitor id', async () => {
    const response = await post('/_/batch', [
      event('privacyBanner.shown', 'e-1'),
      event('privacyBanner.accepted', 'e-2'),
    ]);
    expect(response.statusCode).toBe(200);
    const rows = await testApp.database.db.select().from(events).where(eq(events.eventId, 'e-2'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'privacyBanner.accepted', userId: 'lo_0123456789ab' });
  });

  it('refuses a state-changing POST without the anti-forgery token', async () => {
    const response = await post('/_/batch', [event('x', 'e-3')], { withXsrf: false });
    expect(response.statusCode).toBe(403);
  });

  it('rejects malformed events with a clear 400 and stores nothing', async () => {
    const response = await post('/_/batch', [{ key: '', type: 'x' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Invalid report: /);
  });

  it('rejects more than 1000 events', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => event('client.navigate', `m-${index}`));
    const response = await post('/_/batch', many);
    expect(response.statusCode).toBe(400);
  });

  it('accepts and drops events from crawlers', async () => {
    const response = await post('/_/batch', [event('post.clientViewed', 'bot-1')], {
      userAgent: 'Googlebot/2.1',
    });
    expect(response.statusCode).toBe(204);
    const rows = await testApp.database.db.select().from(events).where(eq(events.eventId, 'bot-1'));
    expect(rows).toHaveLength(0);
  });
});

describe('/_/oh-noes', () => {
  it('stores client error reports', async () => {
    const response = await post('/_/oh-noes', [
      {
        name: 'TypeError',
        message: 'x is undefined',
        stack: 'at a (b.js:1:2)',
        timestamp: Date.now(),
        fileName: 'b.js',
        lineNumber: 1,
        extra: { client: 'lite', buildId: 'abc' },
      },
    ]);
    expect(response.statusCode).toBe(200);
    const rows = await testApp.database.db
      .select()
      .from(clientErrors)
      .where(eq(clientErrors.message, 'x is undefined'));
    expect(rows[0]).toMatchObject({ name: 'TypeError', lineNumber: 1 });
  });

  it('rejects more than 50 entries', async () => {
    const entries = Array.from({ length: 51 }, () => ({
      name: 'E',
      message: 'm',
      timestamp: Date.now(),
    }));
    expect((await post('/_/oh-noes', entries)).statusCode).toBe(400);
  });
});

describe('/_/clientele/reports/performance/', () => {
  it('stores each listed metric type', async () => {
    const response = await post('/_/clientele/reports/performance/', {
      client: { name: 'lite', version: '0.1.0' },
      events: ['ready', 'fcp', 'lcp', 'fid', 'nav', 'render', 'unsupported'].map((type, index) => ({
        type,
        value: index * 10,
        timestamp: Date.now(),
      })),
    });
    expect(response.statusCode).toBe(200);
    const rows = await testApp.database.db.select().from(performanceReports);
    expect(rows.map((row) => row.type).sort()).toEqual([
      'fcp',
      'fid',
      'lcp',
      'nav',
      'ready',
      'render',
      'unsupported',
    ]);
  });

  it('rejects an unknown metric type', async () => {
    const response = await post('/_/clientele/reports/performance/', {
      client: { name: 'lite', version: '0.1.0' },
      events: [{ type: 'cls', value: 1, timestamp: Date.now() }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('/_/health', () => {
  it('answers 200 when the database is reachable', async () => {
    const response = await testApp.request({ method: 'GET', url: '/_/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
