import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTags, posts, tags } from '@server/db/schema/posts';
import { countStatements } from '@server/db/statement-counter';
import { users } from '@server/db/schema/users';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { listFeedStories } from '@server/domains/posts';
import { readJsonFeed, readRssFeed } from '@server/test/kits/feed-kit';

const ORIGIN = 'https://quire.test';
let testApp: TestApp;

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.request({ method: 'GET', url, headers });

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: ORIGIN });
  const db = testApp.database.db;
  const writer = await buildUser(db, {
    username: 'feeder',
    name: 'Fay <Feeder>',
    bio: 'Gardens & <b>things</b>',
  });
  const open = await buildPost(db, {
    creatorId: writer.id,
    title: 'Open & shut',
    subtitle: 'A subtitle',
    content: {
      paragraphs: [
        paragraph('P', 'Read me fully. <b>not bold</b>', {
          markups: [
            { type: 'A', start: 0, end: 4, href: 'javascript:alert(1)' },
            { type: 'STRONG', start: 5, end: 7 },
          ],
        }),
        paragraph('IMG', '', {
          metadata: { id: 'pic.jpeg', originalWidth: 800, originalHeight: 600 },
        }),
      ],
    },
  });
  await buildPost(db, {
    creatorId: writer.id,
    title: 'Members only',
    subtitle: 'Just the teaser',
    visibility: 'LOCKED',
    content: { paragraphs: [paragraph('P', 'Secret member text.')] },
  });
  await buildPost(db, {
    creatorId: writer.id,
    title: '',
    content: { paragraphs: [paragraph('P', 'Untitled thoughts on compost')] },
  });
  await buildPost(db, { creatorId: writer.id, title: 'Quiet', visibility: 'UNLISTED' });
  await buildPost(db, { creatorId: writer.id, title: 'Unfinished', status: 'DRAFT' });
  await buildPost(db, { creatorId: writer.id, title: 'Gone', deletedAt: new Date() });
  await buildPost(db, { creatorId: writer.id, title: 'Pulled', suspendedAt: new Date() });
  await buildPost(db, { creatorId: writer.id, title: 'A reply', inResponseToPostId: open.id });
  const banned = await buildUser(db, { username: 'banned', isSuspended: true });
  await buildPost(db, { creatorId: banned.id, title: 'From a suspended account' });
  const other = await buildUser(db, { username: 'other', name: 'Otto' });
  await buildPost(db, { creatorId: other.id, title: 'Another voice' });
  await db.insert(tags).values({ slug: 'gardening', displayTitle: 'Gardening' });
  await db.insert(postTags).values({ postId: open.id, tagSlug: 'gardening', position: 0 });
});

afterAll(async () => {
  await testApp.close();
});

const FEEDS = ['/feed', '/feed/@feeder', '/feed/tagged/gardening'];

describe('RSS feeds and their JSON Feed twins', () => {
  it.each(FEEDS)(
    '%s is RSS 2.0 in English with complete items, public and cookie-free',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers.etag).toBeTruthy();
      expect(response.headers['last-modified']).toBeTruthy();
      const feed = readRssFeed(response.body, ORIGIN);
      expect(feed.language).toBe('en');
      expect(feed.self).toBe(`${ORIGIN}${path}`);
      expect(feed.items.length).toBeGreaterThan(0);
    },
  );

  it.each(FEEDS)('%s/json is a JSON Feed 1.1 with the same items', async (path) => {
    const response = await get(`${path}/json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    const json = readJsonFeed(response.body, ORIGIN);
    expect(json.language).toBe('en');
    expect(json.feed_url).toBe(`${ORIGIN}${path}/json`);
    const rss = readRssFeed((await get(path)).body, ORIGIN);
    expect(json.items.map((item) => item.url)).toEqual(rss.items.map((item) => item.url));
    expect(json.items.map((item) => item.id)).toEqual(rss.items.map((item) => item.id));
  });

  it('lists only stories anyone may find: no drafts, unlisted, removed, suspended stories or responses', async () => {
    const titles = readRssFeed((await get('/feed')).body, ORIGIN).items.map((item) => item.title);
    expect(titles.sort()).toEqual([
      'Another voice',
      'Members only',
      'Open & shut',
      'Untitled thoughts on compost',
    ]);
    // Without a subtitle, the opening words below the title stand for it.
    const another = readRssFeed((await get('/feed')).body, ORIGIN).items.find(
      (item) => item.title === 'Another voice',
    );
    expect(another?.description).toBe('Some words.');
    const mine = readRssFeed((await get('/feed/@feeder')).body, ORIGIN).items;
    expect(mine.map((item) => item.title).sort()).toEqual([
      'Members only',
      'Open & shut',
      'Untitled thoughts on compost',
    ]);
  });

  it('carries the full story, its author, tags and picture', async () => {
    const response = await get('/feed/@feeder');
    const feed = readRssFeed(response.body, ORIGIN);
    expect(feed.title).toBe('Stories by Fay <Feeder> on Quire');
    expect(feed.description).toBe('Gardens & <b>things</b>');
    const open = feed.items.find((item) => item.title === 'Open & shut');
    expect(open?.url).toMatch(/^https:\/\/quire\.test\/@feeder\/open-shut-[0-9a-f]{12}$/);
    expect(open?.id).toMatch(/^https:\/\/quire\.test\/p\/[0-9a-f]{12}$/);
    expect(open?.authors[0]?.name).toBe('Fay <Feeder>');
    expect(open?.description).toBe('A subtitle');
    expect(open?.categories.map((category) => category.term)).toEqual(['Gardening']);
    expect(open?.content).toContain('<p>Read <strong>me</strong> fully.');
    expect(open?.media).toEqual([
      expect.objectContaining({
        url: 'https://quire.test/media/resize:fit:1200/pic.jpeg',
        mimeType: 'image/jpeg',
      }),
    ]);
    // The parser decodes entities in what it hands over, so the escaping is read from the source.
    expect(response.body).toContain('fully. &lt;b&gt;not bold&lt;/b&gt;</p>');

    const json = readJsonFeed((await get('/feed/@feeder/json')).body, ORIGIN);
    expect(json.authors?.[0]).toEqual({ name: 'Fay <Feeder>', url: 'https://quire.test/@feeder' });
    const item = json.items.find((entry) => entry.title === 'Open & shut');
    expect(item?.image).toBe('https://quire.test/media/resize:fit:1200/pic.jpeg');
    expect(item?.tags).toEqual(['Gardening']);
    const html = item?.content_html ?? '';
    expect(html).toContain('<p>Read <strong>me</strong> fully. &lt;b&gt;not bold&lt;/b&gt;</p>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<img src="https://quire.test/media/resize:fit:700/pic.jpeg"');
    expect(response.body).toContain(`<![CDATA[${html}]]>`);
  });

  it('shows only the preview of member-only stories, in both forms', async () => {
    const rss = readRssFeed((await get('/feed/@feeder')).body, ORIGIN);
    const locked = rss.items.find((item) => item.title === 'Members only');
    expect(locked?.content).toContain('Just the teaser');
    expect(locked?.content).not.toContain('Secret member text.');
    const json = readJsonFeed((await get('/feed/@feeder/json')).body, ORIGIN);
    const lockedJson = json.items.find((item) => item.title === 'Members only');
    expect(lockedJson?.content_html).not.toContain('Secret member text.');
  });

  it('serves a tag feed', async () => {
    const feed = readRssFeed((await get('/feed/tagged/gardening')).body, ORIGIN);
    expect(feed.title).toBe('Gardening on Quire');
    expect(feed.items.map((item) => item.title)).toEqual(['Open & shut']);
  });
});

describe('cost', () => {
  it('reads a feed in three statements, however many stories it lists', async () => {
    const db = testApp.database.db;
    const [feeder] = await db.select().from(users).where(eq(users.username, 'feeder'));
    const lists = [
      () => listFeedStories(db, 'site'),
      () => listFeedStories(db, { authorId: feeder?.id ?? '' }),
      () => listFeedStories(db, { tagSlug: 'gardening' }),
    ];
    for (const list of lists) {
      const { count, result } = await countStatements(list);
      expect(result.length).toBeGreaterThan(0);
      // The stories, then their authors and their tags, each in one statement.
      expect(count).toBe(3);
    }
  });
});

describe('conditional requests', () => {
  it.each(FEEDS.flatMap((path) => [path, `${path}/json`]))(
    '%s answers 304 to a poller whose copy is current',
    async (path) => {
      const first = await get(path);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      const byTag = await get(path, { 'if-none-match': etag });
      expect(byTag.statusCode).toBe(304);
      expect(byTag.body).toBe('');
      expect(byTag.headers['set-cookie']).toBeUndefined();
      expect((await get(path, { 'if-modified-since': lastModified })).statusCode).toBe(304);
      expect((await get(path, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await get(path, { 'if-modified-since': earlier })).statusCode).toBe(200);
    },
  );

  it('sends the new feed once a story is published', async () => {
    const before = await get('/feed/@other');
    const writer = readJsonFeed((await get('/feed/@other/json')).body, ORIGIN);
    expect(writer.items).toHaveLength(1);
    const db = testApp.database.db;
    const [other] = await db.select().from(posts).where(eq(posts.title, 'Another voice'));
    await buildPost(db, { creatorId: other?.creatorId ?? '', title: 'Fresh news' });
    const after = await get('/feed/@other', {
      'if-none-match': String(before.headers.etag),
      'if-modified-since': String(before.headers['last-modified']),
    });
    expect(after.statusCode).toBe(200);
    expect(readRssFeed(after.body, ORIGIN).items.map((item) => item.title)).toContain('Fresh news');
  });
});

describe('unknown feeds', () => {
  it.each([
    '/feed/x/y',
    '/feed/@feeder/atom',
    '/feed/nobody',
    '/feed/@nobody-here',
    '/feed/@nobody-here/json',
    '/feed/@banned',
    '/feed/tagged/nothing',
    '/feed/tagged/nothing/json',
  ])('%s answers 404 without rendering a page', async (path) => {
    const response = await get(path, { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
