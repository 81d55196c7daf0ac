import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { READING_HISTORY, buildCast, buildStory } from '@server/test/kits/reading-kit';
import type { Cast } from '@server/test/kits/reading-kit';

let testApp: TestApp;
let cast: Cast;

type HistoryData = {
  readingHistory: {
    edges: Array<{ node: { id: string; title: string } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildCast(testApp);
});

afterAll(async () => {
  await testApp.close();
});

let eventNumber = 0;

/** Sends events to /_/batch the way the client's event queue does. */
async function report(as: Actor, events: Array<{ key: string; postId: string }>) {
  const response = await testApp.request({
    method: 'POST',
    url: '/_/batch',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': as.xsrfToken },
    cookies: as.cookies,
    payload: events.map((event) => ({
      key: event.key,
      data: { postId: event.postId },
      type: 'e',
      timestamp: Date.now(),
      eventId: `ev${(eventNumber += 1)}`,
    })),
  });
  expect(response.statusCode).toBe(200);
}

async function history(as: Actor, variables: Record<string, unknown> = {}) {
  const response = await testApp.graphql<HistoryData>(READING_HISTORY, { variables, as });
  return response.body.data?.readingHistory;
}

const titlesOf = (data: HistoryData['readingHistory'] | undefined) =>
  data?.edges.map((edge) => edge.node.title);

describe('reading history', () => {
  it('records post.clientRead and forgets post.clientUnread', async () => {
    const viewer = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const db = testApp.database.db;
    const first = await buildStory(db, cast.author.id, { title: 'Read first' });
    const second = await buildStory(db, cast.author.id, { title: 'Read second' });
    await report(viewer, [{ key: 'post.clientRead', postId: first.id }]);
    await report(viewer, [{ key: 'post.clientRead', postId: second.id }]);
    expect(titlesOf(await history(viewer))).toEqual(['Read second', 'Read first']);

    await report(viewer, [{ key: 'post.clientUnread', postId: second.id }]);
    expect(titlesOf(await history(viewer))).toEqual(['Read first']);
    // Another reader's history is their own.
    expect(titlesOf(await history(cast.otherActor))).toEqual([]);
  });

  it('ignores visitors, unknown stories, drafts and other events', async () => {
    const db = testApp.database.db;
    const viewer = await testApp.signIn((await buildUser(db)).id);
    const draft = await buildStory(db, cast.author.id, { status: 'DRAFT' });
    const story = await buildStory(db, cast.author.id);
    await report(testApp.visitor(), [{ key: 'post.clientRead', postId: story.id }]);
    await report(viewer, [
      { key: 'post.clientRead', postId: 'abcdef012345' },
      { key: 'post.clientRead', postId: draft.id },
      { key: 'post.clientViewed', postId: story.id },
      { key: 'post.clientRead', postId: '../etc' },
    ]);
    expect(titlesOf(await history(viewer))).toEqual([]);
  });

  it('pages, removes one story and clears everything', async () => {
    const db = testApp.database.db;
    const viewer = await testApp.signIn((await buildUser(db)).id);
    const stories = [];
    for (let index = 0; index < 3; index += 1) {
      const story = await buildStory(db, cast.author.id, { title: `History ${index}` });
      stories.push(story);
      await report(viewer, [{ key: 'post.clientRead', postId: story.id }]);
    }
    const page = await history(viewer, { first: 2 });
    expect(titlesOf(page)).toEqual(['History 2', 'History 1']);
    const rest = await history(viewer, { first: 2, after: page?.pageInfo.endCursor });
    expect(titlesOf(rest)).toEqual(['History 0']);
    expect(rest?.pageInfo.hasNextPage).toBe(false);

    const removed = await testApp.graphql<{ removeFromReadingHistory: boolean }>(
      `mutation Remove($postId: ID!) { removeFromReadingHistory(postId: $postId) }`,
      { variables: { postId: stories[1]?.id }, as: viewer },
    );
    expect(removed.body.data?.removeFromReadingHistory).toBe(true);
    expect(titlesOf(await history(viewer))).toEqual(['History 2', 'History 0']);

    const cleared = await testApp.graphql<{ clearReadingHistory: boolean }>(
      `mutation Clear { clearReadingHistory }`,
      { as: viewer },
    );
    expect(cleared.body.data?.clearReadingHistory).toBe(true);
    expect(titlesOf(await history(viewer))).toEqual([]);
  });
});
