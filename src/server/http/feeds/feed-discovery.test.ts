import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;
let storyPath = '';

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  const writer = await buildUser(db, { username: 'discoverable', name: 'Dee Scover' });
  const story = await buildPost(db, { creatorId: writer.id, title: 'Found by readers' });
  storyPath = `/p/${story.id}`;
});

afterAll(async () => {
  await testApp.close();
});

/** The page's feed links as a feed reader's discovery reads them. */
async function alternatesOf(path: string) {
  let response = await testApp.request({ method: 'GET', url: path });
  if (response.statusCode === 301)
    response = await testApp.request({ method: 'GET', url: String(response.headers.location) });
  expect(response.statusCode).toBe(200);
  const head = DomUtils.getElementsByTagName('head', parseDocument(response.body))[0];
  return DomUtils.getElementsByTagName('link', head ?? [])
    .filter((link) => link.attribs.rel === 'alternate')
    .map(({ attribs }) => ({ type: attribs.type, href: attribs.href, title: attribs.title }));
}

describe('feed discovery', () => {
  it('the home page points at the site feed, RSS and JSON', async () => {
    expect(await alternatesOf('/')).toEqual([
      {
        type: 'application/rss+xml',
        href: 'https://quire.test/feed',
        title: 'Latest stories on Quire',
      },
      {
        type: 'application/feed+json',
        href: 'https://quire.test/feed/json',
        title: 'Latest stories on Quire',
      },
    ]);
  });

  it.each(['/@discoverable', '/@discoverable/about'])(
    'the profile page %s points at the writer’s feeds',
    async (path) => {
      expect(await alternatesOf(path)).toEqual([
        {
          type: 'application/rss+xml',
          href: 'https://quire.test/feed/@discoverable',
          title: 'Stories by Dee Scover on Quire',
        },
        {
          type: 'application/feed+json',
          href: 'https://quire.test/feed/@discoverable/json',
          title: 'Stories by Dee Scover on Quire',
        },
      ]);
    },
  );

  it('a story points at its author’s feeds', async () => {
    const links = await alternatesOf(storyPath);
    expect(links.map((link) => link.href)).toEqual([
      'https://quire.test/feed/@discoverable',
      'https://quire.test/feed/@discoverable/json',
    ]);
  });

  it('every discovered feed answers', async () => {
    const paths = [...(await alternatesOf('/')), ...(await alternatesOf('/@discoverable'))];
    for (const { href } of paths) {
      const response = await testApp.request({ method: 'GET', url: new URL(href ?? '').pathname });
      expect(response.statusCode, href).toBe(200);
    }
  });
});
