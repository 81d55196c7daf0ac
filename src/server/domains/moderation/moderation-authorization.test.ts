import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '@server/db/schema/posts';
import { userReports } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  DISMISS,
  LIMIT_POST,
  SUSPEND_POST,
  SUSPEND_USER,
  UNLIMIT_POST,
  UNSUSPEND_POST,
  UNSUSPEND_USER,
  errorOf,
} from '@server/test/kits/moderation-kit';

let testApp: TestApp;
let reader: Actor;
let writerId: string;
let postId: string;
let reportId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const writer = await buildUser(db);
  const reporter = await buildUser(db);
  writerId = writer.id;
  postId = (await buildPost(db, { creatorId: writer.id })).id;
  reportId = 'a1b2c3d4e5f6';
  await db.insert(userReports).values({
    id: reportId,
    reporterId: reporter.id,
    targetUserId: writer.id,
    reason: 'SPAM',
  });
  reader = await testApp.signIn(reporter.id);
});

afterAll(async () => {
  await testApp.close();
});

const MUTATIONS: Array<[string, string, () => Record<string, unknown>]> = [
  ['dismissUserReport', DISMISS, () => ({ id: reportId })],
  ['suspendUser', SUSPEND_USER, () => ({ id: writerId })],
  ['unsuspendUser', UNSUSPEND_USER, () => ({ id: writerId })],
  ['suspendPost', SUSPEND_POST, () => ({ id: postId, reportId })],
  ['unsuspendPost', UNSUSPEND_POST, () => ({ id: postId })],
  ['limitPost', LIMIT_POST, () => ({ id: postId, reportId })],
  ['unlimitPost', UNLIMIT_POST, () => ({ id: postId })],
];

async function nothingChanged() {
  const db = testApp.database.db;
  const [report] = await db.select().from(userReports).where(eq(userReports.id, reportId));
  const [writer] = await db.select().from(users).where(eq(users.id, writerId));
  const [post] = await db.select().from(posts).where(eq(posts.id, postId));
  expect(report?.status).toBe('OPEN');
  expect(writer?.isSuspended).toBe(false);
  expect(post?.suspendedAt).toBeNull();
  expect(post?.limitedAt).toBeNull();
}

describe('moderation is for staff only', () => {
  it.each(MUTATIONS)('%s asks a logged-out visitor to sign in', async (_name, document, vars) => {
    const response = await testApp.graphql(document, { variables: vars() });
    expect(errorOf(response.body)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'You must be signed in.',
    });
    await nothingChanged();
  });

  it.each(MUTATIONS)(
    '%s refuses a signed-in reader who is not staff',
    async (_n, document, vars) => {
      const response = await testApp.graphql(document, { variables: vars(), as: reader });
      expect(errorOf(response.body)).toEqual({ code: 'FORBIDDEN', message: 'Staff only.' });
      await nothingChanged();
    },
  );

  it('shows the reported user’s recent stories to staff only', async () => {
    const staff = await testApp.signIn(
      (await buildUser(testApp.database.db, { isStaff: true })).id,
    );
    const QUEUE = `query { userReports { edges { node { id targetRecentStories { id } } } } }`;
    const response = await testApp.graphql<{
      userReports: {
        edges: Array<{ node: { id: string; targetRecentStories: Array<{ id: string }> } }>;
      };
    }>(QUEUE, { as: staff });
    const row = response.body.data?.userReports.edges.find((edge) => edge.node.id === reportId);
    expect(row?.node.targetRecentStories).toEqual([{ id: postId }]);
  });
});
