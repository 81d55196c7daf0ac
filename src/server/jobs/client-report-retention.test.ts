import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/auth';
import { clientErrors, events, performanceReports } from '../db/schema/platform';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { pruneClientReports, startClientReportRetention } from './client-report-retention';

let testApp: TestApp;
const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  const db = testApp.database.db;
  await db.delete(events);
  await db.delete(clientErrors);
  await db.delete(performanceReports);
  await db.delete(rateLimitCounters);
});

/** `count` events received `days` before `from`, written in one statement. */
async function insertEvents(count: number, days: number, from = NOW) {
  const receivedAt = daysAgo(days, from);
  await testApp.database.db.execute(sql`
    insert into events (event_id, key, user_id, data, client_timestamp, received_at)
    select 'e-' || n, 'client.navigate', 'lo_0123456789ab', '{"location":"/"}'::jsonb,
           ${receivedAt}, ${receivedAt}
    from generate_series(1, ${count}) as n`);
}

async function insertReports(days: number) {
  const db = testApp.database.db;
  const receivedAt = daysAgo(days);
  await db.insert(clientErrors).values({
    name: 'TypeError',
    message: `${days} days old`,
    userId: 'lo_0123456789ab',
    extra: {},
    clientTimestamp: receivedAt,
    receivedAt,
  });
  await db.insert(performanceReports).values({
    clientName: 'lite',
    clientVersion: '1',
    type: 'lcp',
    value: 1200,
    userId: 'lo_0123456789ab',
    clientTimestamp: receivedAt,
    receivedAt,
  });
}

const countOf = (table: typeof events | typeof clientErrors | typeof performanceReports) =>
  testApp.database.db.$count(table);

describe('client report retention', () => {
  it('deletes events, error and performance reports older than the retention, and only those', async () => {
    await insertEvents(3, 31);
    await insertEvents(2, 29);
    await insertReports(45);
    await insertReports(1);
    const report = await pruneClientReports({
      db: testApp.database.db,
      retentionDays: 30,
      now: NOW,
    });
    expect(report).toEqual({ events: 3, clientErrors: 1, performanceReports: 1 });
    expect(await countOf(events)).toBe(2);
    expect(await countOf(clientErrors)).toBe(1);
    expect(await countOf(performanceReports)).toBe(1);
  });

  it('shares the work when several processes prune at once, deleting each row once', async () => {
    await insertEvents(12_000, 40);
    await insertEvents(10, 2);
    const runs = await Promise.all(
      Array.from({ length: 3 }, () =>
        pruneClientReports({ db: testApp.database.db, retentionDays: 30, now: NOW }),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run.events, 0)).toBe(12_000);
    expect(await countOf(events)).toBe(10);
  });

  it('sweeps spent daily quota counters and leaves other limits alone', async () => {
    const db = testApp.database.db;
    await db.insert(rateLimitCounters).values([
      {
        key: 'client-events:visitor:lo_1',
        windowStart: daysAgo(2),
        count: 5,
        expiresAt: daysAgo(1),
      },
      {
        key: 'client-events:visitor:lo_2',
        windowStart: daysAgo(0),
        count: 5,
        expiresAt: daysAgo(-1),
      },
      { key: 'link-email:someone', windowStart: daysAgo(2), count: 1, expiresAt: daysAgo(1) },
    ]);
    await pruneClientReports({ db, retentionDays: 30, now: NOW });
    const keys = (await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters))
      .map((row) => row.key)
      .sort();
    expect(keys).toEqual(['client-events:visitor:lo_2', 'link-email:someone']);
  });

  it('runs at start-up, with the retention the operator set', async () => {
    await insertEvents(4, 8, new Date());
    await insertEvents(1, 0, new Date());
    let pruned: unknown = null;
    const job = startClientReportRetention({
      db: testApp.database.db,
      retentionDays: 7,
      onPruned: (report) => {
        pruned = report;
      },
    });
    await job.stop();
    expect(pruned).toEqual({ events: 4, clientErrors: 0, performanceReports: 0 });
    expect(await countOf(events)).toBe(1);
  });
});
