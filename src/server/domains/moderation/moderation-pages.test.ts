import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userReports } from '@server/db/schema/social';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;
let reader: Actor;
let staff: Actor;
let writerName = '';
let limitedPath = '';

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const writer = await buildUser(db, { name: 'Reported Writer' });
  writerName = writer.name;
  const reporter = await buildUser(db);
  await db.insert(userReports).values({
    id: 'abcdef012345',
    reporterId: reporter.id,
    targetUserId: writer.id,
    reason: 'HARASSMENT',
    note: 'Rude replies under my story.',
  });
  reader = await testApp.signIn(reporter.id);
  staff = await testApp.signIn((await buildUser(db, { isStaff: true })).id);
  const limited = await buildPost(db, {
    creatorId: writer.id,
    title: 'Under review',
    limitedAt: new Date(),
  });
  limitedPath = `/@${writer.username}/${limited.slug}-${limited.id}`;
});

afterAll(async () => {
  await testApp.close();
});

const page = (url: string, as?: Actor) =>
  testApp.request({ method: 'GET', url, ...(as ? { cookies: as.cookies } : {}) });

describe('the staff report queue page', () => {
  it('does not exist for a logged-out visitor nor for a reader', async () => {
    for (const as of [undefined, reader]) {
      const response = await page('/_/admin/reports', as);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Rude replies under my story.');
    }
  });

  it('lists the open reports for staff, with the report and the reported person', async () => {
    const response = await page('/_/admin/reports', staff);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Rude replies under my story.');
    expect(response.body).toContain(writerName);
    expect(response.body).toContain('Under review');
    const dismissed = await page('/_/admin/reports?status=DISMISSED', staff);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.body).not.toContain('Rude replies under my story.');
  });
});

describe('a limited story', () => {
  it('renders with the under-review banner above the body', async () => {
    const response = await page(limitedPath);
    expect(response.statusCode).toBe(200);
    const banner = response.body.indexOf(
      'The following content is under review as a potential violation of our rules.',
    );
    expect(banner).toBeGreaterThan(-1);
    expect(banner).toBeLessThan(response.body.indexOf('Some words.'));
  });
});
