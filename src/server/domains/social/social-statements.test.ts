import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { FOLLOW, buildPeople } from '@server/test/kits/social-kit';
import type { Person } from '@server/test/kits/social-kit';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const FOLLOWERS_PAGE = `query Followers($first: Int) {
  viewer { id followerCount followers(first: $first) {
    edges { node { id name username isFollowing isBlocking isMuting followerCount } }
    pageInfo { hasNextPage endCursor } } }
}`;

type Page = {
  viewer: {
    followers: {
      edges: Array<{ node: { id: string; isFollowing: boolean; followerCount: number } }>;
    };
  };
};

async function countPage(who: Person, first: number) {
  const { count, result } = await countStatements(() =>
    testApp.graphql<Page>(FOLLOWERS_PAGE, { variables: { first }, as: who.actor }),
  );
  return { count, edges: result.body.data?.viewer.followers.edges ?? [] };
}

describe('followers page statements', () => {
  it('reads a page of 10 followers with the viewer’s relation to each in a fixed number of statements', async () => {
    const [writer, ...fans] = await buildPeople(testApp, 12);
    if (!writer) throw new Error('no people');
    for (const fan of fans)
      await testApp.graphql(FOLLOW, { variables: { id: writer.user.id }, as: fan.actor });
    // The writer follows four of them back.
    for (const fan of fans.slice(0, 4))
      await testApp.graphql(FOLLOW, { variables: { id: fan.user.id }, as: writer.actor });

    const small = await countPage(writer, 2);
    const large = await countPage(writer, 10);
    expect(large.edges).toHaveLength(10);
    const followedBack = new Set(fans.slice(0, 4).map((fan) => fan.user.id));
    for (const edge of large.edges)
      expect(edge.node.isFollowing).toBe(followedBack.has(edge.node.id));
    expect(large.edges.filter((edge) => edge.node.followerCount === 1)).toHaveLength(
      large.edges.filter((edge) => followedBack.has(edge.node.id)).length,
    );
    // The session, the page, one each for follows, blocks and mutes, and the totals
    // (the viewer's and the rows' may come in two batches, depending on timing).
    expect(large.count).toBe(small.count);
    expect(large.count).toBeLessThanOrEqual(7);
  });
});
