import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { CLAP } from '@server/test/kits/reading-kit';

/** The clap list of a story, as its dialog asks for it, paged through the keyset toolkit. */
const VOTERS = `query Voters($id: ID!, $first: Int, $after: String) {
  postResult(id: $id) { ... on Post { voters(first: $first, after: $after) {
    edges { cursor clapCount node { id name username isFollowing } }
    pageInfo { hasNextPage endCursor }
  } } }
}`;

type VotersData = {
  postResult: {
    voters: {
      edges: Array<{ node: { id: string }; clapCount: number }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function storyWithVoters(count: number) {
  const db = testApp.database.db;
  const story = await buildPost(db, { creatorId: (await buildUser(db)).id });
  for (let index = 0; index < count; index += 1) {
    const reader = await testApp.signIn((await buildUser(db)).id);
    await testApp.graphql(CLAP, { variables: { postId: story.id, count: 1 }, as: reader });
  }
  return story.id;
}

describe('clap list statements', () => {
  it('reads a page of 2 or 8 voters, with the viewer’s follows, in the same statements', async () => {
    const viewer = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const counts: number[] = [];
    for (const voters of [2, 8]) {
      const id = await storyWithVoters(voters);
      const { count, result } = await countStatements(() =>
        testApp.graphql<VotersData>(VOTERS, { variables: { id, first: 10 }, as: viewer }),
      );
      expect(result.body.data?.postResult.voters.edges).toHaveLength(voters);
      counts.push(count);
    }
    expect(counts[1]).toBe(counts[0]);
  });

  it('pages every voter exactly once and refuses a page of 51', async () => {
    const id = await storyWithVoters(5);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const response: { body: { data?: VotersData } } = await testApp.graphql<VotersData>(VOTERS, {
        variables: { id, first: 2, after },
      });
      const page = response.body.data?.postResult.voters;
      seen.push(...(page?.edges.map((edge) => edge.node.id) ?? []));
      if (!page?.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    const tooMany = await testApp.graphql(VOTERS, { variables: { id, first: 51 } });
    expect(tooMany.body.errors?.[0]?.message).toBe('Page size must be between 1 and 50.');
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
