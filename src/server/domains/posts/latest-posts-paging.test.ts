import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '@server/db/schema/posts';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * The home feed pages on (latest_published_at, id). Postgres keeps
 * microseconds, so stories published within one millisecond, or in the very
 * same microsecond, must still come one after another without repeats or gaps.
 */

const FEED = `query Feed($after: String) {
  latestPosts(first: 1, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } }
}`;
type Feed = {
  latestPosts: {
    edges: Array<{ cursor: string; node: { id: string } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

// Five stories inside one millisecond, two pairs sharing a microsecond; later than any other.
const TIMES = [
  '2100-01-01 00:00:00.123456+00',
  '2100-01-01 00:00:00.123456+00',
  '2100-01-01 00:00:00.123457+00',
  '2100-01-01 00:00:00.123457+00',
  '2100-01-01 00:00:00.123999+00',
];

let testApp: TestApp;
let expected: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const author = await buildUser(db);
  await buildPost(db, { creatorId: author.id });
  const stories = [];
  for (const at of TIMES) {
    const story = await buildPost(db, { creatorId: author.id });
    await db
      .update(posts)
      .set({ latestPublishedAt: sql`${at}::timestamptz` })
      .where(inArray(posts.id, [story.id]));
    stories.push({ id: story.id, at });
  }
  // Newest first, then the higher id first.
  expected = stories
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
    .map((story) => story.id);
});

afterAll(async () => {
  await testApp.close();
});

describe('latestPosts keyset paging', () => {
  it('pages one story at a time through equal timestamps without repeats or gaps', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < TIMES.length; page += 1) {
      const response: { body: { data?: Feed } } = await testApp.graphql<Feed>(FEED, {
        variables: { after },
      });
      const feed = response.body.data?.latestPosts;
      expect(feed?.edges).toHaveLength(1);
      expect(feed?.pageInfo.hasNextPage).toBe(true);
      seen.push(feed?.edges[0]?.node.id ?? '');
      after = feed?.pageInfo.endCursor ?? null;
    }
    expect(seen).toEqual(expected);
    // The older story published in an ordinary way comes right after them.
    const rest = await testApp.graphql<Feed>(FEED, { variables: { after } });
    expect(rest.body.data?.latestPosts.edges[0]?.node.id).not.toBeUndefined();
    expect(expected).not.toContain(rest.body.data?.latestPosts.edges[0]?.node.id);
    expect(rest.body.data?.latestPosts.pageInfo.hasNextPage).toBe(false);
  });

  it('keeps its cursor opaque', async () => {
    const response = await testApp.graphql<Feed>(FEED);
    const cursor = response.body.data?.latestPosts.edges[0]?.cursor ?? '';
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('2100');
  });
});
