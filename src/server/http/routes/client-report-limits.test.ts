import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors, events } from '@server/db/schema/platform';
import { TEST_SECRET, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { VISITOR_COOKIE, XSRF_COOKIE, signXsrfToken } from '../request/identity';

let testApp: TestApp;
let visitorCount = 0;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  // Every test starts with today's quotas unspent.
  await testApp.database.db.execute(sql`delete from rate_limit_counters`);
  await testApp.database.db.delete(events);
});

/** A logged-out visitor with a cookie of its own, as a fresh browser (or a probe) gets. */
function newVisitor() {
  visitorCount += 1;
  const id = `lo_${visitorCount.toString(16).padStart(12, '0')}`;
  const xsrfToken = signXsrfToken(TEST_SECRET, `uid:${id}`);
  return { cookies: { [VISITOR_COOKIE]: id, [XSRF_COOKIE]: xsrfToken }, xsrfToken };
}

function postJson(url: string, body: unknown, visitor = newVisitor()) {
  return testApp.request({
    method: 'POST',
    url,
    cookies: visitor.cookies,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.xsrfToken },
    payload: JSON.stringify(body),
  });
}

/** Events carrying `bytes` of arbitrary data each, as the probe sent them. */
function eventsWith(count: number, bytes: number) {
  return Array.from({ length: count }, (_, index) => ({
    key: 'client.navigate',
    data: { junk: 'x'.repeat(bytes) },
    type: 'e',
    timestamp: Date.now(),
    eventId: `probe-${visitorCount}-${index}`,
  }));
}

async function storedEventBytes(): Promise<number> {
  const rows = await testApp.database.db.select({ data: events.data }).from(events);
  return rows.reduce((sum, row) => sum + JSON.stringify(row.data).length, 0);
}

describe('client event limits', () => {
  it('refuses the probe, 1 MB of event data in one request, with 413 and stores nothing', async () => {
    const response = await postJson('/_/batch', eventsWith(1, 1024 * 1024));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'PayloadTooLarge' });
    expect(await storedEventBytes()).toBe(0);
  });

  it('refuses a batch over 256 KB with 413', async () => {
    const response = await postJson('/_/batch', eventsWith(80, 3500));
    expect(response.statusCode).toBe(413);
  });

  it('refuses an event whose data is over 4 KB with 413, naming the limit', async () => {
    const response = await postJson('/_/batch', [
      ...eventsWith(1, 100),
      ...eventsWith(1, 4 * 1024 + 1),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PayloadTooLarge',
      message: 'The data of one event may be at most 4 KB.',
    });
    expect(await storedEventBytes()).toBe(0);
  });

  it('takes at most 1 MB a day from one visitor, then answers 429 until tomorrow', async () => {
    const visitor = newVisitor();
    const statuses: number[] = [];
    for (let request = 0; request < 8; request += 1)
      statuses.push((await postJson('/_/batch', eventsWith(40, 4000), visitor)).statusCode);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    const refused = await postJson('/_/batch', eventsWith(40, 4000), visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'TooManyRequests',
      message: 'This browser has sent as many reports as the site keeps in a day.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await storedEventBytes()).toBeLessThanOrEqual(1024 * 1024);
    // Someone else on the same address is not held back by this visitor.
    expect((await postJson('/_/batch', eventsWith(1, 10))).statusCode).toBe(200);
  });

  it('never lets concurrent requests from one visitor past the day together', async () => {
    const visitor = newVisitor();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postJson('/_/batch', eventsWith(40, 4000), visitor)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(await storedEventBytes()).toBeLessThanOrEqual(1024 * 1024);
  });

  it('takes at most 10 MB a day from one address however many cookies it uses', async () => {
    const statuses: number[] = [];
    // The probe's shape: many requests, each as large as the server takes, each a fresh visitor.
    for (let request = 0; request < 60; request += 1)
      statuses.push((await postJson('/_/batch', eventsWith(50, 4000))).statusCode);
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeGreaterThan(40);
    expect(statuses.slice(accepted).every((status) => status === 429)).toBe(true);
    expect(await storedEventBytes()).toBeLessThanOrEqual(10 * 1024 * 1024);
    // Error reports from that address count towards the same day.
    const errors = Array.from({ length: 10 }, () => ({
      name: 'E',
      message: 'm',
      stack: 's'.repeat(20_000),
      timestamp: 1,
    }));
    const report = await postJson('/_/oh-noes', errors);
    expect(report.statusCode).toBe(429);
    expect(await testApp.database.db.$count(clientErrors)).toBe(0);
  });
});
