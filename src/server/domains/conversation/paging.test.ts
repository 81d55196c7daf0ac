import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  CREATE_QUOTE,
  PUBLISH_RESPONSE,
  RESPONSES,
  responseContent,
  run,
  story,
} from '@server/test/kits/conversation-kit';

/**
 * Highlights and responses page on (timestamp, id). Postgres keeps
 * microseconds, so rows made within one millisecond, or in the very same
 * microsecond, must still come one after another without repeats or gaps.
 */

// Five rows inside one millisecond, two pairs sharing a microsecond.
const TIMES = [
  '2030-01-01 00:00:00.123456+00',
  '2030-01-01 00:00:00.123456+00',
  '2030-01-01 00:00:00.123457+00',
  '2030-01-01 00:00:00.123457+00',
  '2030-01-01 00:00:00.123999+00',
];

type Timed = { id: string; at: string };
const newestFirst = (rows: Timed[]) =>
  [...rows].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).map((r) => r.id);

let testApp: TestApp;
let reader: Actor;
let readerName: string;
let storyId: string;
let quoteRows: Timed[];
let responseRows: Timed[];

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const author = await buildUser(db);
  const readerRow = await buildUser(db);
  readerName = readerRow.username;
  reader = await testApp.signIn(readerRow.id);
  const content = story('A story', 'The quick brown fox jumps over the lazy dog.');
  storyId = (await buildPost(db, { creatorId: author.id, content })).id;
  quoteRows = [];
  responseRows = [];
  for (const [index, at] of TIMES.entries()) {
    const quote = await run<{ createQuote: { id: string } }>(
      testApp,
      CREATE_QUOTE,
      { postId: storyId, name: 'n1', start: index, end: index + 3 },
      reader,
    );
    await db
      .update(quotes)
      .set({ createdAt: sql`${at}::timestamptz` })
      .where(inArray(quotes.id, [quote.createQuote.id]));
    quoteRows.push({ id: quote.createQuote.id, at });
    const response = await run<{ publishResponse: { id: string } }>(
      testApp,
      PUBLISH_RESPONSE,
      { to: storyId, content: responseContent(`Response ${index}`) },
      reader,
    );
    const id = response.publishResponse.id;
    await db
      .update(posts)
      .set({ firstPublishedAt: sql`${at}::timestamptz` })
      .where(inArray(posts.id, [id]));
    responseRows.push({ id, at });
  }
});

afterAll(async () => {
  await testApp.close();
});

type Connection = {
  edges: Array<{ node: { id: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/** Follows endCursor one row at a time until the last page. */
async function pageThrough(fetchPage: (after: string | null) => Promise<Connection>) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page <= TIMES.length; page += 1) {
    const connection = await fetchPage(after);
    seen.push(...connection.edges.map((edge) => edge.node.id));
    if (!connection.pageInfo.hasNextPage) return seen;
    expect(connection.edges).toHaveLength(1);
    after = connection.pageInfo.endCursor;
  }
  throw new Error(`more pages than rows: ${seen.join(', ')}`);
}

describe('keyset paging on equal timestamps', () => {
  it('viewerQuotes lists every highlight once, newest first', async () => {
    const query = `query Q($after: String) { viewerQuotes(first: 1, after: $after) {
      edges { node { id } } pageInfo { hasNextPage endCursor } } }`;
    const seen = await pageThrough(
      async (after) =>
        (await run<{ viewerQuotes: Connection }>(testApp, query, { after }, reader)).viewerQuotes,
    );
    expect(seen).toEqual(newestFirst(quoteRows));
  });

  it('userHighlights lists every highlight once, newest first', async () => {
    const query = `query U($username: String!, $after: String) { userHighlights(username: $username, first: 1, after: $after) {
      edges { node { id } } pageInfo { hasNextPage endCursor } } }`;
    const seen = await pageThrough(
      async (after) =>
        (await run<{ userHighlights: Connection }>(testApp, query, { username: readerName, after }))
          .userHighlights,
    );
    expect(seen).toEqual(newestFirst(quoteRows));
  });

  it('responsesConnection lists every response once, oldest first', async () => {
    type Page = {
      postResult: {
        postResponses: {
          responsesConnection: {
            items: Array<{ postId: string }>;
            pagingInfo: { next: { limit: number; to: string } | null };
          };
        };
      };
    };
    const seen = await pageThrough(async (after) => {
      const data = await run<Page>(testApp, RESPONSES, { id: storyId, limit: 1, to: after });
      const { items, pagingInfo } = data.postResult.postResponses.responsesConnection;
      return {
        edges: items.map((item) => ({ node: { id: item.postId } })),
        pageInfo: { hasNextPage: pagingInfo.next !== null, endCursor: pagingInfo.next?.to ?? null },
      };
    });
    expect(seen).toEqual(newestFirst(responseRows).reverse());
  });
});
