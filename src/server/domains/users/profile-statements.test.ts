import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { CLAP } from '@server/test/kits/reading-kit';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

/** The profile home as the client asks for it: header, follow state and a page of story cards. */
const PROFILE_PAGE = `query ProfileHome($username: String!, $first: Int) {
  user(username: $username) {
    __typename
    ... on User {
      id name username bio imageId mediumMemberAt createdAt
      followerCount followingCount isFollowing isBlocking isMuting
      latestStories(first: $first) {
        edges { cursor node { id title subtitle mediumUrl readingTime latestPublishedAt
          clapCount responseCount readingListState
          creator { id name username } collection { id name } previewImage { id } } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`;

const CLAPPED_PAGE = `query ProfileClaps($username: String!, $first: Int) {
  user(username: $username) {
    __typename
    ... on User {
      id name followerCount isFollowing
      recommendedStories(first: $first) {
        edges { node { id title mediumUrl clapCount responseCount readingListState creator { id name username } } }
      }
    }
  }
}`;

type Data = {
  user: {
    latestStories?: { edges: unknown[] };
    recommendedStories?: { edges: unknown[] };
  };
};

async function count(query: string, username: string, first: number, as: Actor) {
  const { count: statements, result } = await countStatements(() =>
    testApp.graphql<Data>(query, { variables: { username, first }, as }),
  );
  if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  const user = result.body.data?.user;
  const edges = user?.latestStories?.edges ?? user?.recommendedStories?.edges ?? [];
  return { statements, rows: edges.length };
}

describe('profile page statements', () => {
  it('reads the profile home with 2 or 10 story cards in the same few statements', async () => {
    const db = testApp.database.db;
    const writer = await buildUser(db);
    const reader = await testApp.signIn((await buildUser(db)).id);
    for (let index = 0; index < 10; index += 1) await buildPost(db, { creatorId: writer.id });

    // Warm the once-a-while caches (variant flags) so both runs see the same.
    await count(PROFILE_PAGE, writer.username, 1, reader);
    const small = await count(PROFILE_PAGE, writer.username, 2, reader);
    const large = await count(PROFILE_PAGE, writer.username, 10, reader);
    expect(small.rows).toBe(2);
    expect(large.rows).toBe(10);
    // Flat: a loader batch may split in two under load, never one per row.
    expect(large.statements).toBeLessThanOrEqual(small.statements + 1);
    expect(large.statements).toBeLessThanOrEqual(PROFILE_HOME_BOUND);
  });

  it('reads the clapped-for tab with stories by many authors in the same few statements', async () => {
    const db = testApp.database.db;
    const fan = await buildUser(db);
    const fanActor = await testApp.signIn(fan.id);
    const reader = await testApp.signIn((await buildUser(db)).id);
    for (let index = 0; index < 10; index += 1) {
      const author = await buildUser(db);
      const story = await buildPost(db, { creatorId: author.id });
      await testApp.graphql(CLAP, { variables: { postId: story.id, count: 1 }, as: fanActor });
    }
    await count(CLAPPED_PAGE, fan.username, 1, reader);
    const small = await count(CLAPPED_PAGE, fan.username, 2, reader);
    const large = await count(CLAPPED_PAGE, fan.username, 10, reader);
    expect(small.rows).toBe(2);
    expect(large.rows).toBe(10);
    // Flat: a loader batch may split in two under load, never one per row.
    expect(large.statements).toBeLessThanOrEqual(small.statements + 1);
    expect(large.statements).toBeLessThanOrEqual(PROFILE_HOME_BOUND);
  });
});

/**
 * The session, the user, the block check, the totals, the follow, block and
 * mute relations, the stories page, the cards' counts and the viewer's
 * bookmarks (10 today), with room for a loader batch split by timing.
 */
const PROFILE_HOME_BOUND = 12;
