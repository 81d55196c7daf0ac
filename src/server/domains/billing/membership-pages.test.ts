import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { becomeMember, membershipOf } from '@server/test/kits/billing-kit';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('membership pages', () => {
  it('answer, with /upgrade leading to /plans', async () => {
    for (const url of ['/membership', '/plans', '/gift-checkout', '/welcome-member'])
      expect((await testApp.request({ method: 'GET', url })).statusCode, url).toBe(200);
    const upgrade = await testApp.request({ method: 'GET', url: '/upgrade' });
    expect(upgrade.statusCode).toBe(301);
    expect(upgrade.headers.location).toBe('/plans');
  });

  it("a receipt page is its owner's only: anyone else gets the 404 page", async () => {
    const db = testApp.database.db;
    const owner = await testApp.signIn((await buildUser(db)).id);
    await becomeMember(testApp, owner);
    const chargeId = (await membershipOf(testApp, owner)).membershipCharges!.edges[0]!.node.id;
    const url = `/me/billing-history/receipt/${chargeId}`;
    const mine = await testApp.request({ method: 'GET', url, cookies: owner.cookies });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('$5.00');
    const other = await testApp.signIn((await buildUser(db)).id);
    expect((await testApp.request({ method: 'GET', url, cookies: other.cookies })).statusCode).toBe(
      404,
    );
    expect((await testApp.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});
