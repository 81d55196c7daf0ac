import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, storiesTabSql } from '@server/db/schema/posts';
import { countStatements } from '@server/db/statement-counter';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { errorCode } from '@server/test/kits/post-kit';

let testApp: TestApp;
let author: Actor;
let authorId: string;

const STORIES = `query Stories($filter: StoriesFilter!, $after: String) {
  viewerStories(filter: $filter, first: 3, after: $after) {
    edges { cursor node { id title status visibility tags { id } creator { id } } }
    pageInfo { hasNextPage endCursor }
  }
  viewerStoryCounts { drafts public unlisted }
}`;

type StoriesData = {
  viewerStories: {
    edges: Array<{ node: { title: string } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
  viewerStoryCounts: { drafts: number; public: number; unlisted: number };
};

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const user = await buildUser(db);
  authorId = user.id;
  author = await testApp.signIn(user.id);
  const base = Date.now();
  // Same millisecond for two drafts: paging must still see each exactly once.
  const sameMoment = new Date(base - 10_000);
  for (let index = 0; index < 5; index += 1)
    await buildPost(db, {
      creatorId: user.id,
      title: `Draft ${index}`,
      status: index === 4 ? 'SCHEDULED' : 'DRAFT',
      updatedAt: index < 2 ? sameMoment : new Date(base - index * 60_000),
    });
  await buildPost(db, { creatorId: user.id, title: 'Public', updatedAt: new Date(base) });
  await buildPost(db, { creatorId: user.id, title: 'Locked', visibility: 'LOCKED' });
  await buildPost(db, { creatorId: user.id, title: 'Unlisted', visibility: 'UNLISTED' });
  await buildPost(db, { creatorId: user.id, title: 'Gone', deletedAt: new Date() });
  await buildPost(db, { creatorId: (await buildUser(db)).id, title: 'Not mine', status: 'DRAFT' });
});

afterAll(async () => {
  await testApp.close();
});

describe('viewerStories', () => {
  it('pages through drafts (scheduled included), newest update first, without repeats', async () => {
    const first = await testApp.graphql<StoriesData>(STORIES, {
      as: author,
      variables: { filter: 'DRAFTS' },
    });
    const firstTitles = first.body.data?.viewerStories.edges.map((edge) => edge.node.title) ?? [];
    expect(first.body.data?.viewerStories.pageInfo.hasNextPage).toBe(true);
    const second = await testApp.graphql<StoriesData>(STORIES, {
      as: author,
      variables: { filter: 'DRAFTS', after: first.body.data?.viewerStories.pageInfo.endCursor },
    });
    if (!second.body.data) throw new Error(JSON.stringify(second.body.errors));
    const secondTitles = second.body.data?.viewerStories.edges.map((edge) => edge.node.title) ?? [];
    expect(second.body.data?.viewerStories.pageInfo.hasNextPage).toBe(false);
    const all = [...firstTitles, ...secondTitles];
    expect(all).toHaveLength(5);
    expect(new Set(all).size).toBe(5);
    expect(all.slice(0, 2).sort()).toEqual(['Draft 0', 'Draft 1']);
    expect(all.slice(2)).toEqual(['Draft 2', 'Draft 3', 'Draft 4']);
  });

  it('lists public (with members-only) and unlisted stories, and counts each tab', async () => {
    const publicTab = await testApp.graphql<StoriesData>(STORIES, {
      as: author,
      variables: { filter: 'PUBLIC' },
    });
    expect(publicTab.body.data?.viewerStories.edges.map((edge) => edge.node.title).sort()).toEqual([
      'Locked',
      'Public',
    ]);
    expect(publicTab.body.data?.viewerStoryCounts).toEqual({ drafts: 5, public: 2, unlisted: 1 });
    const unlisted = await testApp.graphql<StoriesData>(STORIES, {
      as: author,
      variables: { filter: 'UNLISTED' },
    });
    expect(unlisted.body.data?.viewerStories.edges.map((edge) => edge.node.title)).toEqual([
      'Unlisted',
    ]);
  });

  it('refuses visitors', async () => {
    const response = await testApp.graphql(STORIES, { variables: { filter: 'DRAFTS' } });
    expect(errorCode(response.body)).toBe('UNAUTHORIZED');
  });

  it('uses a fixed number of statements (no N+1 over tags and authors)', async () => {
    const { count, result } = await countStatements(() =>
      testApp.graphql<StoriesData>(STORIES, { as: author, variables: { filter: 'DRAFTS' } }),
    );
    expect(result.body.errors).toBeUndefined();
    // session + flags + stories + counts + tags + users
    expect(count).toBeLessThanOrEqual(7);
  });

  it('reads one tab through posts_creator_stories_idx', async () => {
    const plan = await testApp.database.db.transaction(async (tx) => {
      // Tiny test tables favour a scan and a sort; this asks whether the index alone serves the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(
        sql`explain select ${posts.id} from ${posts} where ${posts.creatorId} = ${authorId} and ${storiesTabSql(posts)} = 'DRAFTS' and ${posts.deletedAt} is null order by ${posts.updatedAt} desc nulls last, ${posts.id} desc nulls last limit 4`,
      );
    });
    expect(JSON.stringify(plan)).toContain('posts_creator_stories_idx');
    expect(JSON.stringify(plan)).not.toContain('Sort');
  });
});
