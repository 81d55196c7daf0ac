import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { POST_RESULT } from '@server/test/kits/post-kit';
import {
  DISMISS,
  LIMIT_POST,
  QUEUE,
  SUSPEND_POST,
  SUSPEND_USER,
  UNLIMIT_POST,
  UNSUSPEND_POST,
  UNSUSPEND_USER,
  errorOf,
  run,
} from '@server/test/kits/moderation-kit';
import type { QueueData } from '@server/test/kits/moderation-kit';

const REPORT = `mutation Report($me: ID!, $id: ID!) {
  reportAndMaybeBlockUser(userId: $me, targetUserId: $id, alsoBlockUser: false, reason: SPAM) { report { id } }
}`;
const LATEST = `query { latestPosts(first: 50) { edges { node { id } } } }`;
const VIEWER = `query { viewer { id isSuspended } }`;

let testApp: TestApp;
let staff: Actor;

interface Person {
  id: string;
  actor: Actor;
}

async function person(): Promise<Person> {
  const user = await buildUser(testApp.database.db);
  return { id: user.id, actor: await testApp.signIn(user.id) };
}

async function report(reporter: Person, target: Person): Promise<string> {
  const data = await run<{ reportAndMaybeBlockUser: { report: { id: string } } }>(
    testApp,
    REPORT,
    { me: reporter.id, id: target.id },
    reporter.actor,
  );
  return data.reportAndMaybeBlockUser.report.id;
}

async function statusOf(reportId: string): Promise<string | undefined> {
  for (const status of ['OPEN', 'DISMISSED', 'ACTIONED']) {
    const data = await run<QueueData>(testApp, QUEUE, { status }, staff);
    const row = data.userReports.edges.find((edge) => edge.node.id === reportId);
    if (row) return row.node.status;
  }
  return undefined;
}

async function resultOf(postId: string, as?: Actor) {
  const data = await run<{ postResult: { __typename: string; message?: string } }>(
    testApp,
    POST_RESULT,
    { id: postId },
    as,
  );
  return data.postResult;
}

async function latestIds(): Promise<string[]> {
  const data = await run<{ latestPosts: { edges: Array<{ node: { id: string } }> } }>(
    testApp,
    LATEST,
    {},
  );
  return data.latestPosts.edges.map((edge) => edge.node.id);
}

let writer: Person;
let readerA: Person;
let readerB: Person;
let storyId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await testApp.signIn((await buildUser(testApp.database.db, { isStaff: true })).id);
});

beforeEach(async () => {
  [writer, readerA, readerB] = [await person(), await person(), await person()];
  storyId = (await buildPost(testApp.database.db, { creatorId: writer.id })).id;
});

afterAll(async () => {
  await testApp.close();
});

describe('dismissing a report', () => {
  it('moves it from the open queue to DISMISSED, once', async () => {
    const reportId = await report(readerA, writer);
    const data = await run<{ dismissUserReport: { status: string; reviewedAt: string } }>(
      testApp,
      DISMISS,
      { id: reportId },
      staff,
    );
    expect(data.dismissUserReport.status).toBe('DISMISSED');
    expect(data.dismissUserReport.reviewedAt).toEqual(expect.any(String));
    expect(await statusOf(reportId)).toBe('DISMISSED');

    const again = await testApp.graphql(DISMISS, { variables: { id: reportId }, as: staff });
    expect(errorOf(again.body)).toEqual({
      code: 'BAD_REQUEST',
      message: 'This report was already reviewed.',
    });
    const unknown = await testApp.graphql(DISMISS, {
      variables: { id: 'ffffffffffff' },
      as: staff,
    });
    expect(errorOf(unknown.body)).toEqual({ code: 'NOT_FOUND', message: 'Report not found.' });
    const malformed = await testApp.graphql(DISMISS, { variables: { id: 'no such!' }, as: staff });
    expect(errorOf(malformed.body)).toEqual({
      code: 'BAD_REQUEST',
      message: 'That is not a valid id.',
    });
  });
});

describe('suspending an account', () => {
  it('actions every open report about the user and takes their stories off the public lists', async () => {
    const first = await report(readerA, writer);
    const second = await report(readerB, writer);
    expect(await latestIds()).toContain(storyId);

    const data = await run<{ suspendUser: { isSuspended: boolean } }>(
      testApp,
      SUSPEND_USER,
      { id: writer.id },
      staff,
    );
    expect(data.suspendUser.isSuspended).toBe(true);
    expect(await statusOf(first)).toBe('ACTIONED');
    expect(await statusOf(second)).toBe('ACTIONED');
    expect(await latestIds()).not.toContain(storyId);
    expect(await resultOf(storyId, readerA.actor)).toEqual({
      __typename: 'AccountSuspended',
      message: 'This account is under investigation or was found in violation of the rules.',
    });
    const viewer = await run<{ viewer: { isSuspended: boolean } }>(
      testApp,
      VIEWER,
      {},
      writer.actor,
    );
    expect(viewer.viewer.isSuspended).toBe(true);

    await run(testApp, UNSUSPEND_USER, { id: writer.id }, staff);
    const after = await run<{ viewer: { isSuspended: boolean } }>(
      testApp,
      VIEWER,
      {},
      writer.actor,
    );
    expect(after.viewer.isSuspended).toBe(false);
    expect(await latestIds()).toContain(storyId);
    expect((await resultOf(storyId)).__typename).toBe('Post');
  });

  it('refuses staff suspending themselves and unknown users', async () => {
    const self = await testApp.graphql(SUSPEND_USER, {
      variables: { id: staff.userId },
      as: staff,
    });
    expect(errorOf(self.body)).toEqual({
      code: 'BAD_REQUEST',
      message: 'You cannot suspend your own account.',
    });
    const unknown = await testApp.graphql(SUSPEND_USER, {
      variables: { id: 'ffffffffffff' },
      as: staff,
    });
    expect(errorOf(unknown.body)).toEqual({ code: 'NOT_FOUND', message: 'User not found.' });
  });
});

describe('suspending a story', () => {
  it('answers PostSuspended to everyone and actions the report it was acted from only', async () => {
    const actedOn = await report(readerA, writer);
    const other = await report(readerB, writer);
    const data = await run<{ suspendPost: { isSuspended: boolean } }>(
      testApp,
      SUSPEND_POST,
      { id: storyId, reportId: actedOn },
      staff,
    );
    expect(data.suspendPost.isSuspended).toBe(true);
    expect(await statusOf(actedOn)).toBe('ACTIONED');
    expect(await statusOf(other)).toBe('OPEN');
    const suspended = {
      __typename: 'PostSuspended',
      message: 'This story is under investigation or was found in violation of the rules.',
    };
    expect(await resultOf(storyId)).toEqual(suspended);
    expect(await resultOf(storyId, writer.actor)).toEqual(suspended);
    expect(await latestIds()).not.toContain(storyId);
    const queue = await run<QueueData>(testApp, QUEUE, { status: 'OPEN' }, staff);
    const row = queue.userReports.edges.find((edge) => edge.node.id === other);
    expect(row?.node.targetRecentStories).toEqual([
      { id: storyId, isSuspended: true, isLimited: false },
    ]);

    await run(testApp, UNSUSPEND_POST, { id: storyId }, staff);
    expect((await resultOf(storyId)).__typename).toBe('Post');
    expect(await latestIds()).toContain(storyId);
  });

  it('refuses a report about someone else and changes nothing', async () => {
    const aboutReader = await report(writer, readerA);
    const response = await testApp.graphql(SUSPEND_POST, {
      variables: { id: storyId, reportId: aboutReader },
      as: staff,
    });
    expect(errorOf(response.body)).toEqual({
      code: 'BAD_REQUEST',
      message: 'That story is not by the reported user.',
    });
    expect((await resultOf(storyId)).__typename).toBe('Post');
    expect(await statusOf(aboutReader)).toBe('OPEN');
    const unknown = await testApp.graphql(SUSPEND_POST, {
      variables: { id: 'ffffffffffff' },
      as: staff,
    });
    expect(errorOf(unknown.body)).toEqual({ code: 'NOT_FOUND', message: 'Post not found.' });
  });
});

describe('limiting a story', () => {
  it('keeps it readable and listed, flagged as limited, until staff lift it', async () => {
    const reportId = await report(readerA, writer);
    const data = await run<{ limitPost: { isLimited: boolean; isSuspended: boolean } }>(
      testApp,
      LIMIT_POST,
      { id: storyId, reportId },
      staff,
    );
    expect(data.limitPost).toEqual({ id: storyId, isLimited: true, isSuspended: false });
    expect(await statusOf(reportId)).toBe('ACTIONED');
    const READ = `query R($id: ID!) { postResult(id: $id) { __typename ... on Post { isLimited } } }`;
    expect(await run(testApp, READ, { id: storyId }, readerB.actor)).toEqual({
      postResult: { __typename: 'Post', isLimited: true },
    });
    expect(await latestIds()).toContain(storyId);

    await run(testApp, UNLIMIT_POST, { id: storyId }, staff);
    expect(await run(testApp, READ, { id: storyId })).toEqual({
      postResult: { __typename: 'Post', isLimited: false },
    });
  });
});

describe('the queue with the reported users’ stories', () => {
  it('reads a page of reports with each user’s recent stories in a fixed number of statements', async () => {
    const QUEUE_PAGE = `query { userReports(first: 10) { edges { node { id targetUser { id }
      targetRecentStories(first: 3) { id title } } } } }`;
    const count = async () =>
      (await countStatements(() => testApp.graphql(QUEUE_PAGE, { as: staff }))).count;
    await report(readerA, writer);
    const few = await count();
    for (let index = 0; index < 4; index += 1) {
      const [target, reporter] = [await person(), await person()];
      await buildPost(testApp.database.db, { creatorId: target.id });
      await report(reporter, target);
    }
    expect(await count()).toBe(few);
  });
});
