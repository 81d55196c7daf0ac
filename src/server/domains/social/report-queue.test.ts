import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { REPORT, buildPeople, errorCode, run } from '@server/test/kits/social-kit';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const QUEUE = `query Queue($status: ReportStatus, $first: Int, $after: String) {
  userReports(status: $status, first: $first, after: $after) {
    edges { cursor node { id status reason note targetUser { id } reporter { id } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type Queue = {
  userReports: {
    edges: Array<{
      node: {
        id: string;
        status: string;
        note: string | null;
        targetUser: { id: string };
        reporter: { id: string };
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

describe('the staff review queue', () => {
  it('lists open reports newest first for staff, and refuses everyone else', async () => {
    const [first, second, target] = await buildPeople(testApp, 3);
    if (!first || !second || !target) throw new Error('no people');
    for (const [who, note] of [
      [first, 'Spam links.'],
      [second, 'Rude replies.'],
    ] as const)
      await run(
        testApp,
        REPORT,
        { me: who.user.id, id: target.user.id, alsoBlock: false, note },
        who.actor,
      );

    const staff = await testApp.signIn(
      (await buildUser(testApp.database.db, { isStaff: true })).id,
    );
    const page = await run<Queue>(testApp, QUEUE, { first: 1 }, staff);
    expect(page.userReports.edges.map(({ node: { id: _id, ...node } }) => node)).toEqual([
      {
        status: 'OPEN',
        reason: 'OTHER',
        note: 'Rude replies.',
        targetUser: { id: target.user.id },
        reporter: { id: second.user.id },
      },
    ]);
    expect(page.userReports.pageInfo.hasNextPage).toBe(true);
    const next = await run<Queue>(
      testApp,
      QUEUE,
      { first: 1, after: page.userReports.pageInfo.endCursor },
      staff,
    );
    expect(next.userReports.edges.map((edge) => edge.node.note)).toEqual(['Spam links.']);
    const dismissed = await run<Queue>(testApp, QUEUE, { status: 'DISMISSED' }, staff);
    expect(dismissed.userReports.edges).toEqual([]);

    expect(errorCode((await testApp.graphql(QUEUE, { as: first.actor })).body)).toBe('FORBIDDEN');
    expect(errorCode((await testApp.graphql(QUEUE)).body)).toBe('UNAUTHORIZED');
  });
});
