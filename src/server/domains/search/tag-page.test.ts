import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTags, tags } from '@server/db/schema/posts';
import { postStats } from '@server/db/schema/reading';
import { tagFollows } from '@server/db/schema/search';
import { userBlocks } from '@server/db/schema/social';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;
let writerId: string;
const titles: Record<string, string> = {};

const TAG_PAGE = `query Tag($slug: String!, $page: Int) {
  tagPage(slug: $slug, page: $page) {
    slug displayTitle postCount followerCount page hasNextPage
    latestStories { title }
    topStories { title }
    relatedTags { tagSlug displayText postCount }
  }
}`;

type Answer = {
  tagPage: null | {
    displayTitle: string;
    postCount: number;
    followerCount: number;
    hasNextPage: boolean;
    latestStories: Array<{ title: string }>;
    topStories: Array<{ title: string }>;
    relatedTags: Array<{ tagSlug: string; displayText: string; postCount: number }>;
  };
};

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const writer = await buildUser(db);
  writerId = writer.id;
  await db.insert(tags).values([
    { slug: 'birds', displayTitle: 'Birds' },
    { slug: 'owls', displayTitle: 'Owls' },
    { slug: 'night', displayTitle: 'Night' },
  ]);
  for (let i = 0; i < 12; i += 1) {
    const post = await buildPost(db, { creatorId: writer.id, title: `Bird story ${i}` });
    titles[i] = post.title;
    await db.insert(postTags).values({ postId: post.id, tagSlug: 'birds' });
    if (i < 3) await db.insert(postTags).values({ postId: post.id, tagSlug: 'owls' });
    if (i === 0) await db.insert(postTags).values({ postId: post.id, tagSlug: 'night' });
    if (i === 5) await db.insert(postStats).values({ postId: post.id, clapCount: 40 });
    if (i === 7) await db.insert(postStats).values({ postId: post.id, clapCount: 90 });
  }
  const draft = await buildPost(db, { creatorId: writer.id, title: 'Bird draft', status: 'DRAFT' });
  await db.insert(postTags).values({ postId: draft.id, tagSlug: 'birds' });
  await db.insert(tagFollows).values({ userId: writer.id, tagSlug: 'birds' });
});

afterAll(async () => {
  await testApp.close();
});

describe('the tag page', () => {
  it('counts stories and followers, pages the latest, ranks the top by claps, names related tags', async () => {
    const { body } = await testApp.graphql<Answer>(TAG_PAGE, { variables: { slug: 'Birds' } });
    const tag = body.data?.tagPage;
    expect(tag?.displayTitle).toBe('Birds');
    expect(tag?.postCount).toBe(12);
    expect(tag?.followerCount).toBe(1);
    expect(tag?.latestStories).toHaveLength(10);
    expect(tag?.latestStories[0]?.title).toBe('Bird story 0');
    expect(tag?.hasNextPage).toBe(true);
    expect(tag?.topStories.map((story) => story.title)).toEqual(['Bird story 7', 'Bird story 5']);
    expect(tag?.relatedTags).toEqual([
      { tagSlug: 'owls', displayText: 'Owls', postCount: 3 },
      { tagSlug: 'night', displayText: 'Night', postCount: 1 },
    ]);
    const second = await testApp.graphql<Answer>(TAG_PAGE, {
      variables: { slug: 'birds', page: 2 },
    });
    expect(second.body.data?.tagPage?.latestStories).toHaveLength(2);
    expect(second.body.data?.tagPage?.hasNextPage).toBe(false);
  });

  it('shows a blocked reader none of the blocker’s stories, and is null for an unknown tag', async () => {
    const blocked = await buildUser(testApp.database.db);
    await testApp.database.db
      .insert(userBlocks)
      .values({ blockerId: writerId, blockedId: blocked.id });
    const as = await testApp.signIn(blocked.id);
    const { body } = await testApp.graphql<Answer>(TAG_PAGE, { variables: { slug: 'birds' }, as });
    expect(body.data?.tagPage?.latestStories).toEqual([]);
    const unknown = await testApp.graphql<Answer>(TAG_PAGE, { variables: { slug: 'nope' } });
    expect(unknown.body.data?.tagPage).toBeNull();
  });
});
