import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { BLOCK } from '@server/test/kits/social-kit';
import { createRequestLoaders } from '@server/service-context';
import { createTestApp } from '@server/test/test-app';
import { postFieldResolvers } from './post-fields.resolvers';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const MORE_FROM = `query More($id: ID!) {
  postResult(id: $id) {
    __typename
    ... on Post { id moreFromAuthor { id title mediumUrl creator { id } } }
  }
}`;

type MoreFromAnswer = {
  postResult: {
    __typename: string;
    moreFromAuthor?: Array<{
      id: string;
      title: string;
      mediumUrl: string;
      creator: { id: string };
    }>;
  };
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function moreFrom(id: string, as?: Actor) {
  const response = await testApp.graphql<MoreFromAnswer>(MORE_FROM, { variables: { id }, as });
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.postResult;
}

async function writer(): Promise<UserRow> {
  return buildUser(testApp.database.db);
}

describe('a story’s More from its author', () => {
  it('lists four of the author’s newest other public stories, and no other kind', async () => {
    const db = testApp.database.db;
    const author = await writer();
    const story = await buildPost(db, { creatorId: author.id, latestPublishedAt: minutesAgo(1) });
    const newest = [];
    for (let index = 0; index < 5; index += 1)
      newest.push(
        await buildPost(db, {
          creatorId: author.id,
          title: `Other ${index}`,
          latestPublishedAt: minutesAgo(10 + index),
        }),
      );
    // Newer than all of them, yet none may be listed.
    const recent = minutesAgo(2);
    await buildPost(db, { creatorId: author.id, status: 'DRAFT' });
    await buildPost(db, {
      creatorId: author.id,
      visibility: 'UNLISTED',
      latestPublishedAt: recent,
    });
    await buildPost(db, { creatorId: author.id, deletedAt: recent, latestPublishedAt: recent });
    await buildPost(db, { creatorId: author.id, suspendedAt: recent, latestPublishedAt: recent });
    await buildPost(db, {
      creatorId: author.id,
      inResponseToPostId: story.id,
      latestPublishedAt: recent,
    });
    await buildPost(db, { creatorId: (await writer()).id, latestPublishedAt: recent });

    const answer = await moreFrom(story.id);
    expect(answer?.moreFromAuthor?.map((post) => post.title)).toEqual(
      newest.slice(0, 4).map((post) => post.title),
    );
    expect(answer?.moreFromAuthor?.every((post) => post.creator.id === author.id)).toBe(true);
  });

  it('is empty for a writer with no other story', async () => {
    const story = await buildPost(testApp.database.db, { creatorId: (await writer()).id });
    expect((await moreFrom(story.id))?.moreFromAuthor).toEqual([]);
  });

  it('links a story in a publication at the publication’s address', async () => {
    const db = testApp.database.db;
    const author = await writer();
    const publication = await buildCollection(db, { creatorId: author.id });
    const story = await buildPost(db, { creatorId: author.id });
    const inPublication = await buildPost(db, {
      creatorId: author.id,
      collectionId: publication.id,
    });
    const [listed] = (await moreFrom(story.id))?.moreFromAuthor ?? [];
    expect(listed?.id).toBe(inPublication.id);
    expect(listed?.mediumUrl).toBe(
      `/${publication.slug}/${inPublication.slug}-${inPublication.id}`,
    );
  });

  it('takes one statement however many stories ask, each their own author’s', async () => {
    const db = testApp.database.db;
    const stories: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const author = await writer();
      stories.push((await buildPost(db, { creatorId: author.id })).id);
      await buildPost(db, { creatorId: author.id });
      await buildPost(db, { creatorId: author.id });
    }
    // Through the request's loaders, as every story on a page asks in the same tick.
    const loaders = createRequestLoaders(db, null);
    const { result, statements } = await countStatements(() =>
      loaders.moreFromAuthor.loadMany(stories),
    );
    expect(result.map((rows) => (rows instanceof Error ? rows : rows.length))).toEqual([2, 2, 2]);
    expect(statements.filter((text) => text.includes('"picked"'))).toHaveLength(1);
  });
});

describe('a reader the author blocked', () => {
  it('meets the block instead of the story, and the field lists nothing wherever the story is reached', async () => {
    const db = testApp.database.db;
    const author = await writer();
    const reader = await writer();
    await buildPost(db, { creatorId: author.id });
    const story = await buildPost(db, { creatorId: author.id });
    const blocked = await testApp.graphql(BLOCK, {
      as: await testApp.signIn(author.id),
      variables: { me: author.id, id: reader.id },
    });
    expect(blocked.body.errors).toBeUndefined();
    expect((await moreFrom(story.id, await testApp.signIn(reader.id)))?.__typename).toBe('Blocked');

    const resolve = postFieldResolvers?.moreFromAuthor as unknown as (
      post: PostRow,
      args: unknown,
      ctx: unknown,
    ) => Promise<PostRow[]>;
    const ctx = {
      viewer: reader,
      loaders: {
        blockedViewer: { load: (id: string) => Promise.resolve(id === author.id) },
        moreFromAuthor: { load: () => Promise.reject(new Error('not to be asked')) },
      },
    };
    expect(await resolve(story, {}, ctx)).toEqual([]);
  });
});
