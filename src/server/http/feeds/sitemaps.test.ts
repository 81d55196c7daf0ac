import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTags, posts, tags } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { suspendPost } from '@server/domains/moderation';
import { deletePost, publishEdits, unpublishPost } from '@server/domains/posts';
import { buildCollection, buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { readSitemap, readSitemapIndex } from '@server/test/kits/sitemap-kit';
import { registerSitemaps } from './sitemaps';

const ORIGIN = 'https://quire.test';
let testApp: TestApp;
let writer: UserRow;
let staff: UserRow;
const story: Record<string, PostRow> = {};

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.request({ method: 'GET', url, headers });

const pathOf = (url: string) => new URL(url).pathname;

/** Every URL of every sitemap the index lists, by file. */
async function crawl(request: typeof get = get) {
  const index = await request('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  const files: Record<string, string[]> = {};
  for (const entry of await readSitemapIndex(index.body, ORIGIN)) {
    const response = await request(pathOf(entry.url));
    expect(response.statusCode, entry.url).toBe(200);
    files[pathOf(entry.url)] = (await readSitemap(response.body, ORIGIN)).map((e) => pathOf(e.url));
  }
  return files;
}

const storyPaths = async () => (await crawl())['/sitemap-stories-1.xml'] ?? [];

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: ORIGIN });
  const db = testApp.database.db;
  writer = await buildUser(db, { username: 'mapped', name: 'Map Maker' });
  staff = await buildUser(db, { username: 'keeper', isStaff: true });
  const publication = await buildCollection(db, { creatorId: writer.id, slug: 'field-notes' });
  story.open = await buildPost(db, { creatorId: writer.id, title: 'On the map' });
  story.locked = await buildPost(db, {
    creatorId: writer.id,
    title: 'For members',
    visibility: 'LOCKED',
  });
  story.inPublication = await buildPost(db, {
    creatorId: writer.id,
    title: 'Published in a publication',
    collectionId: publication.id,
  });
  story.toUnpublish = await buildPost(db, { creatorId: writer.id, title: 'Soon a draft' });
  story.toDelete = await buildPost(db, { creatorId: writer.id, title: 'Soon removed' });
  story.toSuspend = await buildPost(db, { creatorId: writer.id, title: 'Soon suspended' });
  story.toEdit = await buildPost(db, { creatorId: writer.id, title: 'Soon edited' });
  await buildPost(db, { creatorId: writer.id, title: 'Quiet', visibility: 'UNLISTED' });
  await buildPost(db, { creatorId: writer.id, title: 'Unfinished', status: 'DRAFT' });
  await buildPost(db, {
    creatorId: writer.id,
    title: 'A reply',
    inResponseToPostId: story.open.id,
  });
  const banned = await buildUser(db, { username: 'banned', isSuspended: true });
  await buildPost(db, { creatorId: banned.id, title: 'From a suspended account' });
  await buildUser(db, { username: 'lurker' });
  await db.insert(tags).values([
    { slug: 'maps', displayTitle: 'Maps' },
    { slug: 'unused', displayTitle: 'Unused' },
  ]);
  await db.insert(postTags).values({ postId: story.open.id, tagSlug: 'maps', position: 0 });
});

afterAll(async () => {
  await testApp.close();
});

const pathFor = (post: PostRow) => `/@mapped/${post.slug}-${post.id}`;

describe('sitemap.xml', () => {
  it('is an index of the story, profile, tag and publication sitemaps, public and cookie-free', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['set-cookie']).toBeUndefined();
    const entries = await readSitemapIndex(response.body, ORIGIN);
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://quire.test/sitemap-stories-1.xml',
      'https://quire.test/sitemap-profiles-1.xml',
      'https://quire.test/sitemap-tags-1.xml',
      'https://quire.test/sitemap-publications-1.xml',
    ]);
  });

  it('lists only what anyone may find, each URL absolute with its lastmod', async () => {
    const files = await crawl();
    expect(files['/sitemap-stories-1.xml']?.sort()).toEqual(
      [
        pathFor(story.open!),
        pathFor(story.locked!),
        `/field-notes/${story.inPublication!.slug}-${story.inPublication!.id}`,
        pathFor(story.toUnpublish!),
        pathFor(story.toDelete!),
        pathFor(story.toSuspend!),
        pathFor(story.toEdit!),
      ].sort(),
    );
    // Only writers with a public story: not the suspended one, not a reader without stories.
    expect(files['/sitemap-profiles-1.xml']).toEqual(['/@mapped']);
    expect(files['/sitemap-tags-1.xml']).toEqual(['/tag/maps']);
    expect(files['/sitemap-publications-1.xml']).toEqual(['/field-notes']);
  });

  it('drops a story the moment it is unpublished, removed or suspended', async () => {
    const db = testApp.database.db;
    await unpublishPost({ db, viewer: writer, postId: story.toUnpublish!.id });
    expect(await storyPaths()).not.toContain(pathFor(story.toUnpublish!));
    await deletePost({ db, viewer: writer, postId: story.toDelete!.id });
    expect(await storyPaths()).not.toContain(pathFor(story.toDelete!));
    await suspendPost({ db, staff, postId: story.toSuspend!.id });
    expect(await storyPaths()).not.toContain(pathFor(story.toSuspend!));
  });

  it('moves lastmod when a story is edited, and revalidates to 304 only while nothing changed', async () => {
    const db = testApp.database.db;
    const lastmodOf = async () => {
      const xml = (await get('/sitemap-stories-1.xml')).body;
      const entries = await readSitemap(xml, ORIGIN);
      // Found by id: the edit may give the story a new slug.
      return entries.find((entry) => entry.url.endsWith(story.toEdit!.id))?.lastmod;
    };
    const before = await lastmodOf();
    const file = await get('/sitemap-stories-1.xml');
    const index = await get('/sitemap.xml');
    const cached = { file: String(file.headers.etag), index: String(index.headers.etag) };
    expect((await get('/sitemap-stories-1.xml', { 'if-none-match': cached.file })).statusCode).toBe(
      304,
    );
    expect((await get('/sitemap.xml', { 'if-none-match': cached.index })).statusCode).toBe(304);

    await db
      .update(posts)
      .set({ draftTitle: 'Edited', draftContent: { paragraphs: [paragraph('P', 'New words.')] } })
      .where(eq(posts.id, story.toEdit!.id));
    await publishEdits({ db, viewer: writer, postId: story.toEdit!.id });
    const after = await lastmodOf();
    expect(Date.parse(after ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    expect((await get('/sitemap-stories-1.xml', { 'if-none-match': cached.file })).statusCode).toBe(
      200,
    );
    expect((await get('/sitemap.xml', { 'if-none-match': cached.index })).statusCode).toBe(200);
  });

  it.each(['/sitemap-stories-2.xml', '/sitemap-stories-0.xml', '/sitemap-stories-x.xml'])(
    '%s, which the index does not list, answers 404',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );
});

describe('sitemap files', () => {
  it('split into files of at most the configured number of URLs, together listing every URL', async () => {
    const small = Fastify();
    registerSitemaps(small, { db: testApp.database.db, publicUrl: ORIGIN, urlsPerSitemap: 2 });
    await small.ready();
    try {
      const files = await crawl((url, headers = {}) =>
        small.inject({ method: 'GET', url, headers }),
      );
      const storyFiles = Object.keys(files).filter((name) => name.startsWith('/sitemap-stories-'));
      const all = (await storyPaths()).sort();
      expect(storyFiles).toEqual(
        Array.from(
          { length: Math.ceil(all.length / 2) },
          (_, i) => `/sitemap-stories-${i + 1}.xml`,
        ),
      );
      for (const name of storyFiles) expect(files[name]?.length, name).toBeLessThanOrEqual(2);
      expect(storyFiles.flatMap((name) => files[name] ?? []).sort()).toEqual(all);
    } finally {
      await small.close();
    }
  });
});
