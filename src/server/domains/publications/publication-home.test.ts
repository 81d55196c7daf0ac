import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import { collectionFollows } from '@server/db/schema/social';
import { onContentChange } from '@server/lib/content-changes';
import type { ContentChange } from '@server/lib/content-changes';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { styleSheetInput, updateStyleSheet } from '@server/test/kits/design-kit';
import { readRssFeed } from '@server/test/kits/feed-kit';
import {
  PIN,
  PUBLICATION_ARCHIVE,
  PUBLICATION_HOME,
  UNPIN,
  buildApprovedStory,
} from '@server/test/kits/publication-home-kit';
import type { ArchiveAnswer, HomeAnswer } from '@server/test/kits/publication-home-kit';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole } from '@server/test/kits/publications-kit';
import { BLOCK } from '@server/test/kits/social-kit';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/** A publication's home, archive and feed as readers meet them, and pinning by its staff. */

let testApp: TestApp;
let publication: CollectionRow;
let creatorId: string;
let shown: PostRow[];
const ORIGIN = 'https://quire.test';

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: ORIGIN });
  const db = testApp.database.db;
  const creator = await buildUser(db);
  creatorId = creator.id;
  publication = await buildCollection(db, {
    creatorId,
    slug: 'the-almanac',
    name: 'The Almanac',
    description: 'Weather, tides and seasons.',
  });
  // Its design puts the tagline beside the stories, in a large header.
  const saved = await updateStyleSheet(testApp, await testApp.signIn(creatorId), {
    c: publication.id,
    v: 0,
    input: styleSheetInput(),
  });
  if (typeof saved === 'string' || saved.__typename !== 'CustomStyleSheet') {
    throw new Error('the design was not saved');
  }
  const writer = await buildUser(db);
  shown = [
    await buildApprovedStory(db, publication.id, {
      creatorId,
      title: 'Spring tides',
      latestPublishedAt: at('2025-03-20T10:00:00Z'),
    }),
    await buildApprovedStory(db, publication.id, {
      creatorId: writer.id,
      title: 'March winds',
      latestPublishedAt: at('2025-03-02T10:00:00Z'),
    }),
    await buildApprovedStory(db, publication.id, {
      creatorId: writer.id,
      title: 'Winter light',
      latestPublishedAt: at('2025-01-15T10:00:00Z'),
    }),
    await buildApprovedStory(db, publication.id, {
      creatorId,
      title: 'Members only frost',
      visibility: 'LOCKED',
      latestPublishedAt: at('2024-12-01T10:00:00Z'),
    }),
  ];
  // None of these may show: a draft, an unlisted story, one waiting for review, a
  // response, a suspended writer's story, and another publication's.
  const suspended = await buildUser(db, { isSuspended: true });
  await buildApprovedStory(db, publication.id, { creatorId, title: 'Draft', status: 'DRAFT' });
  await buildApprovedStory(db, publication.id, {
    creatorId,
    title: 'Unlisted',
    visibility: 'UNLISTED',
  });
  await buildPost(db, {
    creatorId: writer.id,
    title: 'Waiting',
    pendingCollectionId: publication.id,
    statusForCollection: 'PENDING',
  });
  await buildApprovedStory(db, publication.id, {
    creatorId: writer.id,
    title: 'A response',
    inResponseToPostId: shown[0]?.id ?? null,
  });
  await buildApprovedStory(db, publication.id, { creatorId: suspended.id, title: 'Suspended' });
  const other = await buildCollection(db, { creatorId });
  await buildApprovedStory(db, other.id, { creatorId, title: 'Elsewhere' });
  await db.insert(collectionFollows).values({ userId: writer.id, collectionId: publication.id });
});

afterAll(async () => {
  await testApp.close();
});

const home = async (as?: Awaited<ReturnType<TestApp['signIn']>>, after?: string | null) => {
  const answer = await testApp.graphql<HomeAnswer>(PUBLICATION_HOME, {
    variables: { slug: 'The-Almanac', after },
    as,
  });
  expect(answer.body.errors).toBeUndefined();
  const found = answer.body.data?.collectionBySlug;
  if (!found) throw new Error('no publication');
  return found;
};

const titles = (stories: Array<{ title: string }>) => stories.map((story) => story.title);

describe('the publication home', () => {
  it('shows the header its design sets, the followers and only what every reader may see, paged', async () => {
    const first = await home();
    expect({
      name: first.name,
      tagline: first.description,
      header: first.customStyleSheet?.header,
      followers: first.followerCount,
      editor: first.viewerIsEditor,
    }).toEqual({
      name: 'The Almanac',
      tagline: 'Weather, tides and seasons.',
      header: { headerScale: 'LARGE', nameTreatment: 'TEXT', taglineTreatment: 'SIDEBAR' },
      followers: 1,
      editor: false,
    });
    expect(titles(first.latestStories.edges.map((edge) => edge.node))).toEqual([
      'Spring tides',
      'March winds',
      'Winter light',
    ]);
    expect(first.latestStories.pageInfo.hasNextPage).toBe(true);
    const second = await home(undefined, first.latestStories.pageInfo.endCursor);
    expect(titles(second.latestStories.edges.map((edge) => edge.node))).toEqual([
      'Members only frost',
    ]);
    expect(second.latestStories.pageInfo.hasNextPage).toBe(false);
  });

  it("leaves out a writer's stories for a reader that writer blocked", async () => {
    const db = testApp.database.db;
    const reader = await buildUser(db);
    const writerId = shown[1]?.creatorId ?? '';
    const writer = await testApp.signIn(writerId);
    await testApp.graphql(BLOCK, { variables: { me: writerId, id: reader.id }, as: writer });
    const asReader = await home(await testApp.signIn(reader.id));
    expect(titles(asReader.latestStories.edges.map((edge) => edge.node))).toEqual([
      'Spring tides',
      'Members only frost',
    ]);
  });

  it('answers null for an unknown slug, and by id for the /c/{id} address', async () => {
    const unknown = await testApp.graphql<HomeAnswer>(PUBLICATION_HOME, {
      variables: { slug: 'no-such-publication' },
    });
    expect(unknown.body.data?.collectionBySlug).toBeNull();
    const byId = await testApp.graphql<{ collectionById: { slug: string } | null }>(
      `query($id: ID!) { collectionById(id: $id) { slug } }`,
      { variables: { id: publication.id } },
    );
    expect(byId.body.data?.collectionById?.slug).toBe('the-almanac');
  });

  it('answers the pages: home 200, /c/{id} 301 to the slug, an unknown slug 404, a deleted one 410', async () => {
    const page = await testApp.request({ method: 'GET', url: '/the-almanac' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Spring tides');
    expect(page.body).toContain(
      `<link rel="alternate" href="${ORIGIN}/the-almanac/feed" type="application/rss+xml" title="The Almanac on Quire">`,
    );
    const byId = await testApp.request({ method: 'GET', url: `/c/${publication.id}` });
    expect([byId.statusCode, byId.headers.location]).toEqual([301, '/the-almanac']);
    const unknown = await testApp.request({ method: 'GET', url: '/no-such-publication' });
    expect(unknown.statusCode).toBe(404);
    await buildCollection(testApp.database.db, {
      creatorId,
      slug: 'closed-down',
      deletedAt: new Date(),
    });
    for (const url of ['/closed-down', '/closed-down/archive'])
      expect((await testApp.request({ method: 'GET', url })).statusCode, url).toBe(410);
    const about = await testApp.request({ method: 'GET', url: '/the-almanac/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('Masthead');
  });
});

describe('pinning', () => {
  it('puts a pinned story first and out of the latest, and announces the change', async () => {
    const creator = await testApp.signIn(creatorId);
    const changes: ContentChange[] = [];
    const stop = onContentChange((change) => changes.push(change));
    const target = shown[2]?.id ?? '';
    const pinned = await testApp.graphql(PIN, { variables: { postId: target }, as: creator });
    stop();
    expect(pinned.body.errors).toBeUndefined();
    expect(changes).toEqual([{ ids: [publication.id, target] }]);
    const after = await home(creator);
    expect(titles(after.pinnedStories)).toEqual(['Winter light']);
    expect(titles(after.latestStories.edges.map((edge) => edge.node))).toEqual([
      'Spring tides',
      'March winds',
      'Members only frost',
    ]);
    expect(after.viewerIsEditor).toBe(true);
    await testApp.graphql(UNPIN, { variables: { postId: target }, as: creator });
    expect((await home()).pinnedStories).toEqual([]);
  });

  it('refuses a story readers cannot see there, and a sixth pin', async () => {
    const db = testApp.database.db;
    const creator = await testApp.signIn(creatorId);
    const collection = await buildCollection(db, { creatorId });
    const draft = await buildApprovedStory(db, collection.id, { creatorId, status: 'DRAFT' });
    const refused = await testApp.graphql(PIN, { variables: { postId: draft.id }, as: creator });
    expect(refused.body.errors?.[0]?.message).toBe(
      'Only a published story readers can see in this publication can be pinned.',
    );
    const stories = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => buildApprovedStory(db, collection.id, { creatorId })),
    );
    for (const story of stories.slice(0, 5)) {
      const answer = await testApp.graphql(PIN, { variables: { postId: story.id }, as: creator });
      expect(answer.body.errors).toBeUndefined();
    }
    const sixth = await testApp.graphql(PIN, {
      variables: { postId: stories[5]?.id },
      as: creator,
    });
    expect(sixth.body.errors?.[0]).toMatchObject({
      message: 'A publication can pin at most 5 stories. Unpin one first.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('lets only the creator and editors pin and unpin; writers and strangers are refused', async () => {
    const world = await buildPublicationWorld(testApp);
    const db = testApp.database.db;
    const outcomes: Record<string, string[]> = {};
    for (const role of Object.keys(world.actors) as MatrixRole[]) {
      const story = await buildApprovedStory(db, world.collection.id, {
        creatorId: world.people.writer.id,
      });
      const as = world.actors[role];
      outcomes[role] = [];
      for (const document of [PIN, UNPIN]) {
        const answer = await testApp.graphql(document, { variables: { postId: story.id }, as });
        const code = answer.body.errors?.[0]?.extensions?.code;
        outcomes[role].push(typeof code === 'string' ? code : 'OK');
      }
    }
    expect(outcomes).toEqual({
      visitor: ['UNAUTHORIZED', 'UNAUTHORIZED'],
      reader: ['FORBIDDEN', 'FORBIDDEN'],
      writer: ['FORBIDDEN', 'FORBIDDEN'],
      editor: ['OK', 'OK'],
      creator: ['OK', 'OK'],
      otherEditor: ['FORBIDDEN', 'FORBIDDEN'],
      removedWriter: ['FORBIDDEN', 'FORBIDDEN'],
    });
  });
});

describe('the home’s header', () => {
  it('follows the design its creator and editors save; a writer is refused', async () => {
    const world = await buildPublicationWorld(testApp);
    const variables = { c: world.collection.id, v: 0, input: styleSheetInput() };
    expect(await updateStyleSheet(testApp, world.actors.writer, variables)).toBe('FORBIDDEN');
    const saved = await updateStyleSheet(testApp, world.actors.editor, variables);
    expect(typeof saved === 'string' ? saved : saved.__typename).toBe('CustomStyleSheet');
    const answer = await testApp.graphql<HomeAnswer>(PUBLICATION_HOME, {
      variables: { slug: world.collection.slug },
    });
    expect(answer.body.data?.collectionBySlug?.customStyleSheet?.header).toEqual({
      headerScale: 'LARGE',
      nameTreatment: 'TEXT',
      taglineTreatment: 'SIDEBAR',
    });
  });
});

describe('the archive', () => {
  const archive = async (variables: Record<string, unknown>) => {
    const answer = await testApp.graphql<ArchiveAnswer>(PUBLICATION_ARCHIVE, {
      variables: { slug: 'the-almanac', ...variables },
    });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.collectionBySlug;
  };

  it('counts stories by month, newest first, and lists a year or a month', async () => {
    const all = await archive({});
    expect(all?.archiveMonths).toEqual([
      { year: 2025, month: 3, storyCount: 2 },
      { year: 2025, month: 1, storyCount: 1 },
      { year: 2024, month: 12, storyCount: 1 },
    ]);
    expect(all?.archiveStories?.edges).toHaveLength(4);
    const march = await archive({ year: 2025, month: 3 });
    expect(titles(march?.archiveStories?.edges.map((edge) => edge.node) ?? [])).toEqual([
      'Spring tides',
      'March winds',
    ]);
    const year = await archive({ year: 2024 });
    expect(titles(year?.archiveStories?.edges.map((edge) => edge.node) ?? [])).toEqual([
      'Members only frost',
    ]);
    expect((await archive({ year: 2025, month: 13 }))?.archiveStories).toBeNull();
  });

  it('answers the archive pages, and 404 for a month that cannot be', async () => {
    const page = await testApp.request({ method: 'GET', url: '/the-almanac/archive/2025/03' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('March winds');
    expect(page.body).not.toContain('>Winter light<');
    const bad = await testApp.request({ method: 'GET', url: '/the-almanac/archive/2025/13' });
    expect(bad.statusCode).toBe(404);
  });
});

describe('the feed', () => {
  it('lists the publication’s approved stories as RSS; an unknown slug answers 404', async () => {
    const answer = await testApp.request({ method: 'GET', url: '/the-almanac/feed' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/rss+xml');
    const feed = readRssFeed(answer.body, ORIGIN);
    expect(feed.title).toBe('The Almanac on Quire');
    expect(feed.items.map((item) => item.title)).toEqual([
      'Spring tides',
      'March winds',
      'Winter light',
      'Members only frost',
    ]);
    const unknown = await testApp.request({ method: 'GET', url: '/no-such-publication/feed' });
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves paths of the route table to their pages: /tag/feed is the tag "feed"', async () => {
    const tagPage = await testApp.request({ method: 'GET', url: '/tag/feed' });
    expect(tagPage.headers['content-type']).toContain('text/html');
  });
});

describe('statements', () => {
  /** The fewest of three renders after a warm-up: flags re-read on a lapse land in one only. */
  async function statementsOf(url: string, as?: Awaited<ReturnType<TestApp['signIn']>>) {
    const request = async () =>
      await testApp.request({ method: 'GET', url, ...(as ? { cookies: as.cookies } : {}) });
    expect((await request()).statusCode).toBe(200);
    const counts: number[] = [];
    for (let round = 0; round < 3; round += 1) counts.push((await countStatements(request)).count);
    return Math.min(...counts);
  }

  it('renders the home in the same few statements however many stories, writers and pins it shows', async () => {
    const db = testApp.database.db;
    const creator = await testApp.signIn(creatorId);
    const collection = await buildCollection(db, { creatorId, slug: 'counted-pub' });
    const seed = await buildApprovedStory(db, collection.id, { creatorId });
    await testApp.graphql(PIN, { variables: { postId: seed.id }, as: creator });
    // The pinned and the latest lists load their cards' writers in a batch each, from the start.
    await buildApprovedStory(db, collection.id, { creatorId: (await buildUser(db)).id });
    const small = [await statementsOf('/counted-pub'), await statementsOf('/counted-pub', creator)];
    for (let index = 0; index < 8; index += 1) {
      const writer = await buildUser(db);
      const story = await buildApprovedStory(db, collection.id, { creatorId: writer.id });
      if (index < 3) await testApp.graphql(PIN, { variables: { postId: story.id }, as: creator });
    }
    const grown = [await statementsOf('/counted-pub'), await statementsOf('/counted-pub', creator)];
    expect(grown).toEqual(small);
    expect(small[0]).toBeLessThanOrEqual(14);
  });
});
