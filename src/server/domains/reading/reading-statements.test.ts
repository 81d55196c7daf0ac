import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { CLAP, listMutation } from '@server/test/kits/reading-kit';

let testApp: TestApp;

const CARDS = `query Cards($first: Int) {
  latestPosts(first: $first) {
    edges { node { id title readingTime clapCount responseCount viewerClapCount readingListState
      creator { id name } } }
  }
}`;

/** The home feed as the client asks for it: StoryCardFields of every card. */
const HOME_FEED = `query HomeScreen($first: Int) {
  latestPosts(first: $first) {
    edges { cursor node { id title subtitle mediumUrl readingTime latestPublishedAt
      clapCount responseCount readingListState
      creator { id name username } collection { id name } previewImage { id } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type CardsData = {
  latestPosts: {
    edges: Array<{ node: { id: string; clapCount: number; readingListState: string } }>;
  };
};

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function countCards(as: Actor, first: number) {
  const { count, result } = await countStatements(() =>
    testApp.graphql<CardsData>(CARDS, { variables: { first }, as }),
  );
  return { count, edges: result.body.data?.latestPosts.edges ?? [] };
}

describe('story card statements', () => {
  it('reads counts and the viewer’s state for 10 cards in a fixed number of statements', async () => {
    const db = testApp.database.db;
    const reader = await testApp.signIn((await buildUser(db)).id);
    const authors = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    const ids: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const post = await buildPost(db, { creatorId: authors[index % 3]?.id ?? '' });
      ids.push(post.id);
    }
    for (const id of ids.slice(0, 4)) {
      await testApp.graphql(CLAP, { variables: { postId: id, count: 2 }, as: reader });
      await testApp.graphql(listMutation('bookmarkPost'), { variables: { id }, as: reader });
    }

    const small = await countCards(reader, 2);
    const large = await countCards(reader, 10);
    expect(large.edges).toHaveLength(10);
    expect(large.edges.filter((edge) => edge.node.clapCount === 2)).toHaveLength(4);
    expect(large.edges.filter((edge) => edge.node.readingListState === 'QUEUE')).toHaveLength(4);
    // The session, the page of posts, the authors, post_stats, the viewer's claps and list.
    expect(large.count).toBe(small.count);
    expect(large.count).toBeLessThanOrEqual(7);
  });

  it('serves the home feed with claps, responses and bookmark state in the same statements for 2 and 10 cards', async () => {
    const db = testApp.database.db;
    const reader = await testApp.signIn((await buildUser(db)).id);
    const authors = await Promise.all([buildUser(db), buildUser(db)]);
    for (let index = 0; index < 10; index += 1) {
      await buildPost(db, { creatorId: authors[index % 2]?.id ?? '' });
    }
    const feed = async (first: number) => {
      const { count, result } = await countStatements(() =>
        testApp.graphql<CardsData>(HOME_FEED, { variables: { first }, as: reader }),
      );
      return { count, edges: result.body.data?.latestPosts.edges ?? [] };
    };
    const ids = (await feed(10)).edges.slice(-3).map((edge) => edge.node.id);
    for (const id of ids) {
      await testApp.graphql(CLAP, { variables: { postId: id, count: 3 }, as: reader });
      await testApp.graphql(listMutation('bookmarkPost'), { variables: { id }, as: reader });
    }
    const small = await feed(2);
    const large = await feed(10);
    expect(large.edges).toHaveLength(10);
    const saved = large.edges.filter((edge) => edge.node.readingListState === 'QUEUE');
    expect(saved.map((edge) => edge.node.id).sort()).toEqual([...ids].sort());
    expect(saved.every((edge) => edge.node.clapCount === 3)).toBe(true);
    expect(large.count).toBe(small.count);
    expect(large.count).toBeLessThanOrEqual(8);
  });
});
