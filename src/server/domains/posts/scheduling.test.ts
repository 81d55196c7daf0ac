import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDuePosts, startScheduler } from '@server/jobs/scheduled-publishing';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  POST_RESULT,
  PUBLISH,
  UNPUBLISH,
  createDraftAs,
  readRow,
} from '@server/test/kits/post-kit';
import type { PostData } from '@server/test/kits/post-kit';
import { runConcurrently } from '@server/test/concurrency';

let testApp: TestApp;
let author: Actor;
let reader: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  author = await testApp.signIn((await buildUser(testApp.database.db)).id);
  reader = await testApp.signIn((await buildUser(testApp.database.db)).id);
});

afterAll(async () => {
  await testApp.close();
});

async function schedule(publishAt: Date) {
  const draft = await createDraftAs(testApp, author);
  const response = await testApp.graphql<{ publishPost: PostData }>(PUBLISH, {
    as: author,
    variables: { postId: draft.id, input: { publishAt: publishAt.toISOString(), tags: ['Later'] } },
  });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.publishPost;
}

const typeFor = async (id: string) =>
  (
    await testApp.graphql<{ postResult: { __typename: string } }>(POST_RESULT, {
      as: reader,
      variables: { id },
    })
  ).body.data?.postResult.__typename;

describe('scheduled publishing', () => {
  it('schedules a story for a future time and keeps it hidden until then', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const post = await schedule(at);
    expect(post).toMatchObject({
      status: 'SCHEDULED',
      isPublished: false,
      scheduledAt: at.toISOString(),
    });
    expect(await typeFor(post.id)).toBe('NotFound');
    expect(
      await publishDuePosts({ db: testApp.database.db, now: new Date(at.getTime() - 1000) }),
    ).not.toContain(post.id);
    expect(await typeFor(post.id)).toBe('NotFound');
  });

  it('publishes a due story exactly once even when two runners race', async () => {
    const at = new Date(Date.now() + 7_200_000);
    const post = await schedule(at);
    const later = new Date(at.getTime() + 1000);
    const runs = await runConcurrently(testApp.database, () =>
      Promise.all([
        publishDuePosts({ db: testApp.database.db, now: later }),
        publishDuePosts({ db: testApp.database.db, now: later }),
      ]),
    );
    expect(runs.flat().filter((id) => id === post.id)).toHaveLength(1);
    const row = await readRow(testApp.database.db, post.id);
    expect(row).toMatchObject({ status: 'PUBLISHED', scheduledAt: null });
    expect(row?.latestPublishedAt?.toISOString()).toBe(at.toISOString());
    expect(row?.firstPublishedAt?.toISOString()).toBe(at.toISOString());
    expect(await typeFor(post.id)).toBe('Post');
    expect(await publishDuePosts({ db: testApp.database.db, now: later })).toEqual([]);
  });

  it('publishes at once when publishAt is in the past, and unpublishing cancels a schedule', async () => {
    const past = await schedule(new Date(Date.now() - 60_000));
    expect(past.status).toBe('PUBLISHED');
    const future = await schedule(new Date(Date.now() + 60_000));
    const response = await testApp.graphql<{ unpublishPost: PostData }>(UNPUBLISH, {
      as: author,
      variables: { postId: future.id },
    });
    expect(response.body.data?.unpublishPost).toMatchObject({ status: 'DRAFT', scheduledAt: null });
    expect(
      await publishDuePosts({ db: testApp.database.db, now: new Date(Date.now() + 120_000) }),
    ).not.toContain(future.id);
  });
});

describe('startScheduler', () => {
  it('polls and publishes due stories until stopped', async () => {
    const post = await schedule(new Date(Date.now() + 1500));
    const published: string[] = [];
    const scheduler = startScheduler({
      db: testApp.database.db,
      intervalMs: 100,
      onPublished: (ids) => published.push(...ids),
    });
    await expect.poll(() => published, { timeout: 5000, interval: 100 }).toContain(post.id);
    await scheduler.stop();
    expect((await readRow(testApp.database.db, post.id))?.status).toBe('PUBLISHED');
  });
});
