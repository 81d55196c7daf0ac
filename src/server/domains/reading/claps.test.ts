import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { claps, postStats } from '@server/db/schema/reading';
import { createTestApp } from '@server/test/test-app';
import { adjustResponseCount } from './post-stats';
import type { TestApp } from '@server/test/test-app';
import {
  CLAP,
  POST_CLAPS,
  UNCLAP,
  buildCast,
  buildStory,
  errorCode,
  errorMessage,
} from '@server/test/kits/reading-kit';
import type { Cast } from '@server/test/kits/reading-kit';
import { runConcurrently } from '@server/test/concurrency';

let testApp: TestApp;
let cast: Cast;

type ClapData = {
  clap: {
    acceptedCount: number;
    clapCount: number;
    viewerClapCount: number;
    post: { clapCount: number };
  };
};

beforeAll(async () => {
  testApp = await createTestApp();
  cast = await buildCast(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const clap = (postId: string, count: number, as = cast.readerActor) =>
  testApp.graphql<ClapData>(CLAP, { variables: { postId, count }, as });

describe('clap', () => {
  it('adds claps across requests and reports the totals', async () => {
    const post = await buildStory(testApp.database.db, cast.author.id);
    const first = await clap(post.id, 3);
    expect(first.body.data?.clap).toMatchObject({
      acceptedCount: 3,
      clapCount: 3,
      viewerClapCount: 3,
      post: { clapCount: 3 },
    });
    await clap(post.id, 4, cast.otherActor);
    const again = await clap(post.id, 2);
    expect(again.body.data?.clap).toMatchObject({
      acceptedCount: 2,
      clapCount: 9,
      viewerClapCount: 5,
    });
  });

  it('caps a reader at 50, accepting only what fits, then refusing', async () => {
    const post = await buildStory(testApp.database.db, cast.author.id);
    await clap(post.id, 48);
    const partial = await clap(post.id, 5);
    expect(partial.body.data?.clap).toMatchObject({ acceptedCount: 2, viewerClapCount: 50 });
    const refused = await clap(post.id, 1);
    expect(errorCode(refused.body)).toBe('BAD_REQUEST');
    expect(errorMessage(refused.body)).toBe('You can clap up to 50 times for a story.');
  });

  it('never stores more than 50 under 100 concurrent requests; the post total matches', async () => {
    const db = testApp.database.db;
    const post = await buildStory(db, cast.author.id);
    const responses = await runConcurrently(testApp.database, () =>
      Promise.all(Array.from({ length: 100 }, () => clap(post.id, 1))),
    );
    const accepted = responses.filter((response) => response.body.data?.clap);
    expect(accepted).toHaveLength(50);
    expect(responses.filter((response) => errorCode(response.body) === 'BAD_REQUEST')).toHaveLength(
      50,
    );
    const [row] = await db
      .select()
      .from(claps)
      .where(and(eq(claps.postId, post.id), eq(claps.userId, cast.reader.id)));
    const [stats] = await db.select().from(postStats).where(eq(postStats.postId, post.id));
    expect(row?.count).toBe(50);
    expect(stats).toMatchObject({ clapCount: 50, voterCount: 1 });
  });

  it('refuses counts outside 1..50', async () => {
    const post = await buildStory(testApp.database.db, cast.author.id);
    for (const count of [0, -1, 51]) {
      const response = await clap(post.id, count);
      expect(errorMessage(response.body)).toBe('count must be between 1 and 50.');
    }
  });

  it('refuses the author clapping for their own story', async () => {
    const post = await buildStory(testApp.database.db, cast.author.id);
    const response = await clap(post.id, 1, cast.authorActor);
    expect(errorCode(response.body)).toBe('BAD_REQUEST');
    expect(errorMessage(response.body)).toBe('You cannot clap for your own story.');
  });

  it('answers NotFound for drafts, deleted and missing stories alike', async () => {
    const db = testApp.database.db;
    const draft = await buildStory(db, cast.author.id, { status: 'DRAFT' });
    const deleted = await buildStory(db, cast.author.id, { deletedAt: new Date() });
    for (const postId of [draft.id, deleted.id, 'abcdef123456', 'not-an-id']) {
      const response = await clap(postId, 1);
      expect(errorCode(response.body)).toBe('NOT_FOUND');
      expect(errorMessage(response.body)).toBe('Story not found.');
    }
  });
});

describe('unclap and voters', () => {
  it('takes back the viewer’s claps and keeps the totals right', async () => {
    const post = await buildStory(testApp.database.db, cast.author.id);
    await clap(post.id, 10);
    await clap(post.id, 5, cast.otherActor);
    const undone = await testApp.graphql<{ unclap: Record<string, number> }>(UNCLAP, {
      variables: { postId: post.id },
      as: cast.readerActor,
    });
    expect(undone.body.data?.unclap).toEqual({
      acceptedCount: 0,
      clapCount: 5,
      viewerClapCount: 0,
    });
    const [stats] = await testApp.database.db
      .select()
      .from(postStats)
      .where(eq(postStats.postId, post.id));
    expect(stats).toMatchObject({ clapCount: 5, voterCount: 1 });
  });

  it('lists voters most recent first, paged, and the viewer’s own count', async () => {
    const post = await buildStory(testApp.database.db, cast.author.id);
    await clap(post.id, 2);
    await clap(post.id, 7, cast.otherActor);
    type Voters = {
      postResult: {
        clapCount: number;
        viewerClapCount: number;
        voters: {
          edges: Array<{ clapCount: number; node: { id: string } }>;
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      };
    };
    const first = await testApp.graphql<Voters>(POST_CLAPS, {
      variables: { id: post.id, first: 1 },
      as: cast.readerActor,
    });
    const result = first.body.data?.postResult;
    expect(result?.clapCount).toBe(9);
    expect(result?.viewerClapCount).toBe(2);
    expect(result?.voters.edges.map((edge) => [edge.node.id, edge.clapCount])).toEqual([
      [cast.other.id, 7],
    ]);
    expect(result?.voters.pageInfo.hasNextPage).toBe(true);
    const second = await testApp.graphql<Voters>(POST_CLAPS, {
      variables: { id: post.id, first: 1, after: result?.voters.pageInfo.endCursor },
    });
    expect(second.body.data?.postResult.voters.edges.map((edge) => edge.node.id)).toEqual([
      cast.reader.id,
    ]);
    expect(second.body.data?.postResult.viewerClapCount).toBe(0);
  });
});

describe('adjustResponseCount', () => {
  it('moves the story’s responseCount inside the caller’s transaction', async () => {
    const db = testApp.database.db;
    const post = await buildStory(db, cast.author.id);
    await db.transaction(async (tx) => {
      await adjustResponseCount(tx, post.id, 1);
      await adjustResponseCount(tx, post.id, 1);
    });
    await adjustResponseCount(db, post.id, -1);
    const response = await testApp.graphql<{ postResult: { responseCount: number } }>(POST_CLAPS, {
      variables: { id: post.id },
    });
    expect(response.body.data?.postResult.responseCount).toBe(1);
  });
});
