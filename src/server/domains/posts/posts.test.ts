import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { posts, postTags, tags } from '@server/db/schema/posts';
import { countStatements } from '@server/db/statement-counter';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;

const FEED = `query Feed($after: String) {
  latestPosts(first: 5, after: $after) {
    edges { cursor node { id title mediumUrl creator { id name } collection { id name } tags { id displayTitle } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type FeedData = {
  latestPosts: {
    edges: Array<{
      node: { id: string; title: string; mediumUrl: string; tags: Array<{ id: string }> };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('latestPosts', () => {
  it('lists public stories newest first, pages by cursor, and hides drafts, unlisted stories and responses', async () => {
    const db = testApp.database.db;
    const author = await buildUser(db, { username: 'pager' });
    const base = Date.now();
    for (let index = 0; index < 7; index += 1) {
      await buildPost(db, {
        creatorId: author.id,
        title: `Paged ${index}`,
        latestPublishedAt: new Date(base - index * 60_000),
      });
    }
    await buildPost(db, { creatorId: author.id, title: 'Draft', status: 'DRAFT' });
    await buildPost(db, { creatorId: author.id, title: 'Unlisted', visibility: 'UNLISTED' });
    const story = await buildPost(db, {
      creatorId: author.id,
      title: 'Older story',
      latestPublishedAt: new Date(base - 3_600_000),
    });
    // A response is read under its story, never as a story of the feed.
    await buildPost(db, {
      creatorId: author.id,
      title: 'A response',
      inResponseToPostId: story.id,
      latestPublishedAt: new Date(base + 60_000),
    });

    const first = await testApp.graphql<FeedData>(FEED);
    const titles = first.body.data?.latestPosts.edges.map((edge) => edge.node.title);
    expect(titles).toEqual(['Paged 0', 'Paged 1', 'Paged 2', 'Paged 3', 'Paged 4']);
    expect(first.body.data?.latestPosts.pageInfo.hasNextPage).toBe(true);
    expect(first.body.data?.latestPosts.edges[0]?.node.mediumUrl).toMatch(
      /^\/@pager\/paged-0-[0-9a-f]{12}$/,
    );

    const second = await testApp.graphql<FeedData>(FEED, {
      variables: { after: first.body.data?.latestPosts.pageInfo.endCursor },
    });
    expect(second.body.data?.latestPosts.edges.map((edge) => edge.node.title)).toEqual([
      'Paged 5',
      'Paged 6',
      'Older story',
    ]);
    expect(second.body.data?.latestPosts.pageInfo.hasNextPage).toBe(false);
  });

  it('uses a fixed number of statements however many authors the page shows (no N+1)', async () => {
    const db = testApp.database.db;
    await db.insert(tags).values([
      { slug: 'counted', displayTitle: 'Counted' },
      { slug: 'also', displayTitle: 'Also' },
    ]);
    for (let index = 0; index < 5; index += 1) {
      const author = await buildUser(db);
      const post = await buildPost(db, {
        creatorId: author.id,
        latestPublishedAt: new Date(Date.now() + 60_000 + index),
      });
      await db.insert(postTags).values([
        { postId: post.id, tagSlug: 'counted', position: 0 },
        { postId: post.id, tagSlug: 'also', position: 1 },
      ]);
    }
    const { count, result } = await countStatements(() => testApp.graphql<FeedData>(FEED));
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.latestPosts.edges[0]?.node.tags).toEqual([
      { id: 'counted', displayTitle: 'Counted' },
      { id: 'also', displayTitle: 'Also' },
    ]);
    // flags (cached after first use) + posts + users + tags; collections only when any post has one.
    expect(count).toBeLessThanOrEqual(4);
  });
});

describe('feed index', () => {
  it('serves the feed page from posts_public_feed_idx without a sort', async () => {
    const plan = await testApp.database.db.transaction(async (tx) => {
      // Tiny test tables favour a scan and a sort; this asks whether the index alone serves the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(
        sql`explain select ${posts.id} from ${posts} where ${posts.status} = 'PUBLISHED' and ${posts.visibility} = 'PUBLIC' and ${posts.deletedAt} is null order by ${posts.latestPublishedAt} desc nulls last, ${posts.id} desc nulls last limit 6`,
      );
    });
    expect(JSON.stringify(plan)).toContain('posts_public_feed_idx');
    expect(JSON.stringify(plan)).not.toContain('Sort');
  });
});

describe('postResult', () => {
  it('returns NotFound for ids that are malformed or unknown', async () => {
    const query = 'query P($id: ID!) { postResult(id: $id) { __typename } }';
    const bad = await testApp.graphql(query, { variables: { id: 'not-hex!' } });
    expect(bad.body.data).toEqual({ postResult: { __typename: 'NotFound' } });
    const missing = await testApp.graphql(query, { variables: { id: 'abcdefabcdef' } });
    expect(missing.body.data).toEqual({ postResult: { __typename: 'NotFound' } });
  });
});
