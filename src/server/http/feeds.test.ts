import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTags, tags } from '../db/schema/posts';
import { buildPost, buildUser, paragraph } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  const writer = await buildUser(db, { username: 'feeder', name: 'Fay <Feeder>' });
  const open = await buildPost(db, {
    creatorId: writer.id,
    title: 'Open & shut',
    content: {
      paragraphs: [
        paragraph('P', 'Read me fully. <b>not bold</b>', {
          markups: [
            { type: 'A', start: 0, end: 4, href: 'javascript:alert(1)' },
            { type: 'STRONG', start: 5, end: 7 },
          ],
        }),
        paragraph('IMG', '', {
          metadata: { id: 'pic.jpg', originalWidth: 800, originalHeight: 600 },
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
  await buildPost(db, { creatorId: writer.id, title: 'Quiet', visibility: 'UNLISTED' });
  await buildPost(db, { creatorId: writer.id, title: 'Unfinished', status: 'DRAFT' });
  await db.insert(tags).values({ slug: 'gardening', displayTitle: 'Gardening' });
  await db.insert(postTags).values({ postId: open.id, tagSlug: 'gardening', position: 0 });
});

afterAll(async () => {
  await testApp.close();
});

interface Item {
  title: string;
  link: string;
  content: string;
  categories: string[];
}

const childText = (parent: Element, name: string) =>
  DomUtils.textContent(DomUtils.getElementsByTagName(name, parent.children, false));

/** Parses the feed back as XML; every `&` must start an entity (well-formed). */
function parse(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(/&(?!(amp|lt|gt|quot|apos);)/.test(xml)).toBe(false);
  const doc = parseDocument(xml, { xmlMode: true });
  const rss = DomUtils.getElementsByTagName('rss', doc)[0];
  const channel = DomUtils.getElementsByTagName('channel', doc)[0];
  if (!rss || !channel) throw new Error('not an RSS document');
  const items: Item[] = DomUtils.getElementsByTagName('item', channel).map((item) => ({
    title: childText(item, 'title'),
    link: childText(item, 'link'),
    content: childText(item, 'content:encoded'),
    categories: DomUtils.getElementsByTagName('category', item).map((c) => DomUtils.textContent(c)),
  }));
  return {
    version: DomUtils.getAttributeValue(rss, 'version'),
    title: childText(channel, 'title'),
    items,
  };
}

describe('RSS feeds', () => {
  it('serves a user feed of public and member-only stories with full public content', async () => {
    const response = await testApp.request({ method: 'GET', url: '/feed/@feeder' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
    const { version, title, items } = parse(response.body);
    expect(version).toBe('2.0');
    expect(title).toBe('Stories by Fay <Feeder> on Quire');
    expect(items.map((item) => item.title).sort()).toEqual(['Members only', 'Open & shut']);
    const open = items.find((item) => item.title === 'Open & shut');
    expect(open?.link).toMatch(/^https:\/\/quire\.test\/@feeder\/open-shut-/);
    const html = open?.content ?? '';
    expect(html).toContain('<p>Read <strong>me</strong> fully.');
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<strong>me</strong>');
    expect(html).toContain('<img src="https://quire.test/media/resize:fit:700/pic.jpg"');
  });

  it('shows only the preview of member-only stories', async () => {
    const { items } = parse((await testApp.request({ method: 'GET', url: '/feed/@feeder' })).body);
    const locked = items.find((item) => item.title === 'Members only');
    expect(locked?.content).toContain('Just the teaser');
    expect(locked?.content).not.toContain('Secret member text.');
  });

  it('serves a tag feed', async () => {
    const response = await testApp.request({ method: 'GET', url: '/feed/tagged/gardening' });
    expect(response.statusCode).toBe(200);
    const { items } = parse(response.body);
    expect(items.map((item) => item.title)).toEqual(['Open & shut']);
    expect(items[0]?.categories).toEqual(['Gardening']);
  });

  it('answers 404 for an unknown user or tag', async () => {
    expect((await testApp.request({ method: 'GET', url: '/feed/@nobody-here' })).statusCode).toBe(
      404,
    );
    expect((await testApp.request({ method: 'GET', url: '/feed/tagged/nothing' })).statusCode).toBe(
      404,
    );
  });
});
