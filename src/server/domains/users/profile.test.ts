import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '@server/db/schema/posts';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { PUBLISH_RESPONSE, responseContent } from '@server/test/kits/conversation-kit';
import { CLAP } from '@server/test/kits/reading-kit';
import { BLOCK, UNBLOCK, errorCode, errorMessage } from '@server/test/kits/social-kit';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const PROFILE = `query Profile($username: String!, $first: Int, $after: String) {
  user(username: $username) {
    __typename
    ... on NotFound { message }
    ... on Blocked { message }
    ... on AccountSuspended { message }
    ... on User {
      id username
      latestStories(first: $first, after: $after) { edges { cursor node { id title } } pageInfo { hasNextPage endCursor } }
      recommendedStories(first: $first) { edges { node { id } } pageInfo { hasNextPage } }
      responseStories(first: $first) { edges { node { id } } pageInfo { hasNextPage } }
    }
  }
}`;

const FEED_CREATOR_LISTS = `query FeedCreators {
  latestPosts(first: 50) { edges { node { id creator { latestStories { edges { node { id } } } } } } }
}`;

const POST_RESULT = `query Result($id: ID!) { postResult(id: $id) { __typename ... on Blocked { message } } }`;

type Page = { edges: Array<{ cursor?: string; node: { id: string; title?: string } }> };
type ProfileData = {
  user: {
    __typename: string;
    message?: string;
    latestStories?: Page & { pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    recommendedStories?: Page;
    responseStories?: Page;
  };
};

async function profile(username: string, as?: Actor, extra: Record<string, unknown> = {}) {
  const response = await testApp.graphql<ProfileData>(PROFILE, {
    variables: { username, first: 10, ...extra },
    as,
  });
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  const user = response.body.data?.user;
  if (!user) throw new Error('no user');
  return user;
}

const ids = (page: Page | undefined) => page?.edges.map((edge) => edge.node.id) ?? [];

async function twoPeople() {
  const db = testApp.database.db;
  const [writer, reader] = [await buildUser(db), await buildUser(db)];
  return {
    writer,
    reader,
    writerActor: await testApp.signIn(writer.id),
    readerActor: await testApp.signIn(reader.id),
  };
}

describe('user(username)', () => {
  it('answers NotFound with its message for an unknown username', async () => {
    const result = await profile('nobody_by_this_name');
    expect(result).toEqual({ __typename: 'NotFound', message: 'User not found.' });
  });

  it('answers AccountSuspended with the spec text for a suspended account', async () => {
    const db = testApp.database.db;
    const suspended = await buildUser(db, { isSuspended: true });
    await buildPost(db, { creatorId: suspended.id });
    const result = await profile(suspended.username);
    expect(result).toEqual({
      __typename: 'AccountSuspended',
      message: 'This account is under investigation or was found in violation of the rules.',
    });
  });

  it('answers Blocked to someone the user blocked, and the profile again after unblocking', async () => {
    const { writer, reader, writerActor, readerActor } = await twoPeople();
    await testApp.graphql(BLOCK, { variables: { me: writer.id, id: reader.id }, as: writerActor });
    const blocked = await profile(writer.username, readerActor);
    expect(blocked.__typename).toBe('Blocked');
    expect(blocked.message).toBe('You can’t see this profile: its owner has blocked you.');
    // The blocker still sees the person they blocked (to unblock them), and visitors see both.
    expect((await profile(reader.username, writerActor)).__typename).toBe('User');
    expect((await profile(writer.username)).__typename).toBe('User');
    await testApp.graphql(UNBLOCK, {
      variables: { me: writer.id, id: reader.id },
      as: writerActor,
    });
    expect((await profile(writer.username, readerActor)).__typename).toBe('User');
  });
});

describe('a profile’s story lists', () => {
  it('lists public stories newest first, without drafts, unlisted, deleted, suspended or responses', async () => {
    const db = testApp.database.db;
    const { writer } = await twoPeople();
    const now = Date.now();
    const older = await buildPost(db, {
      creatorId: writer.id,
      latestPublishedAt: new Date(now - 60_000),
    });
    const newer = await buildPost(db, {
      creatorId: writer.id,
      latestPublishedAt: new Date(now - 1_000),
    });
    await buildPost(db, { creatorId: writer.id, status: 'DRAFT' });
    await buildPost(db, { creatorId: writer.id, visibility: 'UNLISTED' });
    await buildPost(db, { creatorId: writer.id, deletedAt: new Date() });
    await buildPost(db, { creatorId: writer.id, suspendedAt: new Date() });
    const response = await buildPost(db, { creatorId: writer.id, inResponseToPostId: older.id });

    const result = await profile(writer.username);
    expect(ids(result.latestStories)).toEqual([newer.id, older.id]);
    expect(ids(result.responseStories)).toEqual([response.id]);
  });

  it('pages with the cursor without skipping or repeating a story', async () => {
    const db = testApp.database.db;
    const { writer } = await twoPeople();
    const at = new Date(Date.now() - 5_000);
    // Same timestamp on purpose: the id breaks the tie.
    const stories = await Promise.all(
      [1, 2, 3].map(() => buildPost(db, { creatorId: writer.id, latestPublishedAt: at })),
    );
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const result = await profile(writer.username, undefined, { first: 1, after });
      seen.push(...ids(result.latestStories));
      after = result.latestStories?.pageInfo.endCursor ?? null;
      expect(result.latestStories?.pageInfo.hasNextPage).toBe(page < 2);
    }
    expect([...seen].sort()).toEqual(stories.map((story) => story.id).sort());
  });

  it('refuses a page size outside 1..50 and a forged cursor', async () => {
    const { writer } = await twoPeople();
    const tooMany = await testApp.graphql(PROFILE, {
      variables: { username: writer.username, first: 51 },
    });
    expect(errorCode(tooMany.body)).toBe('BAD_REQUEST');
    const forged = await testApp.graphql(PROFILE, {
      variables: { username: writer.username, first: 5, after: 'bm90IGEgY3Vyc29y' },
    });
    expect(errorCode(forged.body)).toBe('BAD_REQUEST');
  });

  it('lists stories the user clapped for, most recent clap first, leaving out unreadable ones', async () => {
    const db = testApp.database.db;
    const { reader, readerActor } = await twoPeople();
    const author = await buildUser(db);
    const first = await buildPost(db, { creatorId: author.id });
    const second = await buildPost(db, { creatorId: author.id });
    const later = await buildPost(db, { creatorId: author.id });
    for (const story of [first, second, later])
      await testApp.graphql(CLAP, { variables: { postId: story.id, count: 1 }, as: readerActor });
    // Clapping again moves a story to the top.
    await testApp.graphql(CLAP, { variables: { postId: first.id, count: 1 }, as: readerActor });
    await db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, later.id));

    const result = await profile(reader.username);
    expect(ids(result.recommendedStories)).toEqual([first.id, second.id]);
  });

  it('hides the lists from a viewer the user blocked, wherever the user is reached', async () => {
    const db = testApp.database.db;
    const { writer, reader, writerActor, readerActor } = await twoPeople();
    const story = await buildPost(db, { creatorId: writer.id });
    await testApp.graphql(BLOCK, { variables: { me: writer.id, id: reader.id }, as: writerActor });
    type Feed = {
      latestPosts: { edges: Array<{ node: { id: string; creator: { latestStories: Page } } }> };
    };
    // Reached through the home feed, the writer's own list stays empty for the blocked reader.
    const listFor = async (as: Actor) => {
      const feed = await testApp.graphql<Feed>(FEED_CREATOR_LISTS, { as });
      const edge = feed.body.data?.latestPosts.edges.find((each) => each.node.id === story.id);
      return ids(edge?.node.creator.latestStories);
    };
    expect(await listFor(readerActor)).toEqual([]);
    const stranger = await testApp.signIn((await buildUser(db)).id);
    expect(await listFor(stranger)).toEqual([story.id]);
  });

  it('leaves stories by an author who blocked the viewer out of someone else’s claps', async () => {
    const db = testApp.database.db;
    const { writer, reader, writerActor, readerActor } = await twoPeople();
    const fan = await buildUser(db);
    const fanActor = await testApp.signIn(fan.id);
    const story = await buildPost(db, { creatorId: writer.id });
    await testApp.graphql(CLAP, { variables: { postId: story.id, count: 3 }, as: fanActor });
    expect(ids((await profile(fan.username, readerActor)).recommendedStories)).toEqual([story.id]);
    await testApp.graphql(BLOCK, { variables: { me: writer.id, id: reader.id }, as: writerActor });
    expect(ids((await profile(fan.username, readerActor)).recommendedStories)).toEqual([]);
    expect(ids((await profile(fan.username)).recommendedStories)).toEqual([story.id]);
  });
});

describe('a profile’s highlights', () => {
  it('are hidden from someone the user blocked', async () => {
    const db = testApp.database.db;
    const { writer, reader, writerActor, readerActor } = await twoPeople();
    const story = await buildPost(db, { creatorId: reader.id });
    const quote = await testApp.graphql(
      `mutation ($postId: ID!, $name: String!) { createQuote(postId: $postId, paragraphName: $name, startOffset: 0, endOffset: 4) { id } }`,
      { variables: { postId: story.id, name: story.content.paragraphs[1]?.name }, as: writerActor },
    );
    expect(quote.body.errors).toBeUndefined();
    const HIGHLIGHTS = `query ($username: String!) { userHighlights(username: $username) { edges { node { id } } } }`;
    type Highlights = { userHighlights: { edges: unknown[] } };
    const seenBy = async (as?: Actor) =>
      (
        await testApp.graphql<Highlights>(HIGHLIGHTS, {
          variables: { username: writer.username },
          as,
        })
      ).body.data?.userHighlights.edges.length;
    expect(await seenBy(readerActor)).toBe(1);
    await testApp.graphql(BLOCK, { variables: { me: writer.id, id: reader.id }, as: writerActor });
    expect(await seenBy(readerActor)).toBe(0);
    expect(await seenBy()).toBe(1);
  });
});

describe('blocks on stories', () => {
  it('answers Blocked for a story whose author blocked the viewer, and the story to others', async () => {
    const db = testApp.database.db;
    const { writer, reader, writerActor, readerActor } = await twoPeople();
    const story = await buildPost(db, { creatorId: writer.id });
    await testApp.graphql(BLOCK, { variables: { me: writer.id, id: reader.id }, as: writerActor });
    const blocked = await testApp.graphql<{ postResult: { __typename: string; message: string } }>(
      POST_RESULT,
      { variables: { id: story.id }, as: readerActor },
    );
    expect(blocked.body.data?.postResult).toEqual({
      __typename: 'Blocked',
      message: 'You can’t read this story: its author has blocked you.',
    });
    const own = await testApp.graphql<{ postResult: { __typename: string } }>(POST_RESULT, {
      variables: { id: story.id },
      as: writerActor,
    });
    expect(own.body.data?.postResult.__typename).toBe('Post');
    const visitor = await testApp.graphql<{ postResult: { __typename: string } }>(POST_RESULT, {
      variables: { id: story.id },
    });
    expect(visitor.body.data?.postResult.__typename).toBe('Post');
  });

  it('refuses claps and responses from someone the author blocked, and allows them after unblocking', async () => {
    const db = testApp.database.db;
    const { writer, reader, writerActor, readerActor } = await twoPeople();
    const story = await buildPost(db, { creatorId: writer.id });
    await testApp.graphql(BLOCK, { variables: { me: writer.id, id: reader.id }, as: writerActor });

    const clap = await testApp.graphql(CLAP, {
      variables: { postId: story.id, count: 1 },
      as: readerActor,
    });
    expect(errorCode(clap.body)).toBe('FORBIDDEN');
    expect(errorMessage(clap.body)).toBe(
      'You cannot clap for this story: its author has blocked you.',
    );
    const respond = await testApp.graphql(PUBLISH_RESPONSE, {
      variables: { to: story.id, content: responseContent('Let me in.') },
      as: readerActor,
    });
    expect(errorCode(respond.body)).toBe('FORBIDDEN');
    expect(errorMessage(respond.body)).toBe(
      'You cannot respond to this story: its author has blocked you.',
    );
    // Nothing was stored.
    expect(ids((await profile(reader.username)).responseStories)).toEqual([]);
    expect(ids((await profile(reader.username)).recommendedStories)).toEqual([]);

    await testApp.graphql(UNBLOCK, {
      variables: { me: writer.id, id: reader.id },
      as: writerActor,
    });
    const clapAgain = await testApp.graphql(CLAP, {
      variables: { postId: story.id, count: 1 },
      as: readerActor,
    });
    expect(clapAgain.body.errors).toBeUndefined();
  });

  it('still lets the blocker clap for and respond to the blocked person’s stories', async () => {
    const db = testApp.database.db;
    const { writer, reader, writerActor } = await twoPeople();
    const readerStory = await buildPost(db, { creatorId: reader.id });
    await testApp.graphql(BLOCK, { variables: { me: writer.id, id: reader.id }, as: writerActor });
    const clap = await testApp.graphql(CLAP, {
      variables: { postId: readerStory.id, count: 1 },
      as: writerActor,
    });
    expect(clap.body.errors).toBeUndefined();
  });
});
