import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMembers } from '@server/db/schema/publications';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import {
  POST_STATS_FIELD,
  PUBLICATION_STATS,
  STORY_STATS,
  storyEvent,
} from '@server/test/kits/stats-kit';
import type { StoryStatsAnswer } from '@server/test/kits/stats-kit';
import { rollUpStoryStats } from './stats-rollup';

/**
 * Who sees a story's stats, through every transport that shows them: its
 * author and its publication's creator and editors; nobody else, staff and
 * the publication's writers included. A draft's author sees its stats too.
 */
type ViewerKind = 'visitor' | 'author' | 'creator' | 'editor' | 'writer' | 'reader' | 'staff';
const VIEWERS: ViewerKind[] = [
  'visitor',
  'author',
  'creator',
  'editor',
  'writer',
  'reader',
  'staff',
];
const SEES_STORY: ReadonlySet<ViewerKind> = new Set(['author', 'creator', 'editor']);
const SEES_PUBLICATION: ReadonlySet<ViewerKind> = new Set(['creator', 'editor']);

let testApp: TestApp;
let actors: Record<Exclude<ViewerKind, 'visitor'>, Actor>;
let storyId: string;
let draftId: string;
let slug: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const [author, creator, editor, writer, reader, staff] = await Promise.all([
    buildUser(db),
    buildUser(db),
    buildUser(db),
    buildUser(db),
    buildUser(db),
    buildUser(db, { isStaff: true }),
  ]);
  const publication = await buildCollection(db, { creatorId: creator.id });
  slug = publication.slug;
  await db.insert(collectionMembers).values([
    { collectionId: publication.id, userId: editor.id, role: 'EDITOR' },
    { collectionId: publication.id, userId: writer.id, role: 'WRITER' },
    { collectionId: publication.id, userId: author.id, role: 'WRITER' },
  ]);
  const story = await buildPost(db, {
    creatorId: author.id,
    collectionId: publication.id,
    statusForCollection: 'APPROVED',
  });
  storyId = story.id;
  draftId = (await buildPost(db, { creatorId: author.id, status: 'DRAFT' })).id;
  await storyEvent(db, { userId: reader.id, postId: storyId, kind: 'view', at: new Date() });
  await rollUpStoryStats({ db, siteHosts: ['localhost'] });
  actors = {
    author: await testApp.signIn(author.id),
    creator: await testApp.signIn(creator.id),
    editor: await testApp.signIn(editor.id),
    writer: await testApp.signIn(writer.id),
    reader: await testApp.signIn(reader.id),
    staff: await testApp.signIn(staff.id),
  };
});

afterAll(async () => {
  await testApp.close();
});

const actorOf = (kind: ViewerKind) => (kind === 'visitor' ? testApp.visitor() : actors[kind]);

describe.each(VIEWERS)('stats seen by a %s', (kind) => {
  const sees = SEES_STORY.has(kind);

  it(`${sees ? 'answers' : 'answers no'} story stats in GraphQL`, async () => {
    const { body } = await testApp.graphql<StoryStatsAnswer>(STORY_STATS, {
      variables: { postId: storyId },
      as: actorOf(kind),
    });
    if (kind === 'visitor') {
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
      return;
    }
    expect(body.errors).toBeUndefined();
    expect(body.data?.storyStats?.totalStats.views ?? null).toBe(sees ? 1 : null);
  });

  it(`${sees ? 'shows' : 'leaves out'} the stats fields of the story itself`, async () => {
    const { body } = await testApp.graphql<{
      postResult: { totalStats: { views: number } | null; referrers: unknown; milestones: unknown };
    }>(POST_STATS_FIELD, { variables: { id: storyId }, as: actorOf(kind) });
    expect(body.errors).toBeUndefined();
    expect(body.data?.postResult.totalStats).toEqual(sees ? { views: 1 } : null);
    expect(body.data?.postResult.referrers === null).toBe(!sees);
    expect(body.data?.postResult.milestones === null).toBe(!sees);
  });

  it(`${sees ? 'serves' : 'answers 404 for'} the story's stats page`, async () => {
    const response = await testApp.request({
      method: 'GET',
      url: `/me/stats/post/${storyId}`,
      cookies: actorOf(kind).cookies,
    });
    // Visitors are asked to sign in first.
    expect(response.statusCode).toBe(sees || kind === 'visitor' ? 200 : 404);
    if (sees) expect(response.body).toContain('Stats for “');
  });

  it(`${SEES_PUBLICATION.has(kind) ? 'serves' : 'refuses'} the publication's stats overview`, async () => {
    const seesPublication = SEES_PUBLICATION.has(kind);
    const { body } = await testApp.graphql<{
      collectionBySlug: { stats: { totalStats: { views: number } } | null };
    }>(PUBLICATION_STATS, { variables: { slug }, as: actorOf(kind) });
    expect(body.errors).toBeUndefined();
    expect(body.data?.collectionBySlug.stats?.totalStats.views ?? null).toBe(
      seesPublication ? 1 : null,
    );
    const page = await testApp.request({
      method: 'GET',
      url: `/${slug}/stats/overview`,
      cookies: actorOf(kind).cookies,
    });
    expect(page.statusCode).toBe(seesPublication || kind === 'visitor' ? 200 : 404);
  });
});

describe('stats of stories that are not there', () => {
  it('answers a draft’s stats to its author, and the same null for an unknown or malformed id', async () => {
    const ask = async (postId: string) =>
      (
        await testApp.graphql<StoryStatsAnswer>(STORY_STATS, {
          variables: { postId },
          as: actors.author,
        })
      ).body.data?.storyStats?.id ?? null;
    expect(await ask(draftId)).toBe(draftId);
    expect(await ask('0123456789ab')).toBeNull();
    expect(await ask('../../etc')).toBeNull();
    const page = await testApp.request({
      method: 'GET',
      url: '/me/stats/post/0123456789ab',
      cookies: actors.author.cookies,
    });
    expect(page.statusCode).toBe(404);
  });

  it('serves the writer’s own overview to any signed-in person', async () => {
    const page = await testApp.request({
      method: 'GET',
      url: '/me/stats',
      cookies: actors.reader.cookies,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Last 90 days');
  });
});
