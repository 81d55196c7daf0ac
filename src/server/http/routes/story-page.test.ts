import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { buildCollection, buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;
let writer: UserRow;
let story: PostRow;
let storyPath = '';

const HOSTILE = '</script><script>alert(1)</script>';

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  writer = await buildUser(db, { username: 'storyteller', name: 'Sam Storyteller' });
  story = await buildPost(db, {
    creatorId: writer.id,
    title: `Tales ${HOSTILE}`,
    subtitle: 'A subtitle for the tales',
    content: {
      paragraphs: [
        paragraph('P', 'Opening words.'),
        paragraph('IMG', 'A caption', {
          layout: 'OUTSET_CENTER',
          metadata: { id: 'demo-image.jpg', originalWidth: 1600, originalHeight: 900 },
        }),
      ],
    },
  });
  storyPath = `/@storyteller/${story.slug}-${story.id}`;
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, cookies?: Record<string, string>) =>
  testApp.request({ method: 'GET', url, ...(cookies ? { cookies } : {}) });

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('the story page', () => {
  it('redirects /p/{id} and stale slugs to the canonical URL, keeping the query', async () => {
    const short = await get(`/p/${story.id}?utm_source=x`);
    expect(short.statusCode).toBe(301);
    expect(short.headers.location).toBe(`${storyPath}?utm_source=x`);
    const stale = await get(`/@storyteller/old-title-${story.id}`);
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(storyPath);
  });

  it('renders title, byline, reading time and proxied responsive images', async () => {
    const response = await get(storyPath);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sam Storyteller');
    expect(response.body).toContain('min read');
    expect(response.body).toMatch(/<img[^>]+srcSet="\/media\/resize:fit:/i);
    expect(response.body).toContain('width="1600"');
    expect(response.body).toContain('aspect-ratio:1600 / 900');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.etag).toBeTruthy();
  });

  it('writes canonical, OpenGraph, Twitter and JSON-LD meta, with user text kept inert', async () => {
    const html = (await get(storyPath)).body;
    expect(html).toContain(`<link rel="canonical" href="https://quire.test${storyPath}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:url" content="https://quire.test${storyPath}">`);
    // 'demo-image.jpg' is no picture the proxy serves (uploads end in .jpeg): the card is drawn.
    expect(html).toContain(
      `<meta property="og:image" content="https://quire.test/_/social/p/${story.id}/${story.updatedAt.getTime().toString(36)}.png">`,
    );
    expect(html).toContain('<meta property="article:published_time"');
    expect(html).toContain(
      '<meta property="article:author" content="https://quire.test/@storyteller">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<link rel="amphtml" href="https://quire.test/amp/p/${story.id}">`);
    expect(html).toContain(
      '<link rel="alternate" href="https://quire.test/feed/@storyteller" type="application/rss+xml"',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: `Tales ${HOSTILE}`,
      author: { '@type': 'Person', name: 'Sam Storyteller' },
      publisher: { '@type': 'Organization', name: 'Quire' },
    });
    expect(jsonLd.datePublished).toBeTruthy();
    expect(jsonLd.dateModified).toBeTruthy();
  });

  it('refuses to be framed unless the curation flag is on', async () => {
    const response = await get(storyPath);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.body).toContain(
      "if(window.top!==window.self){window.location.replace('about:blank')}",
    );
    const home = await get('/');
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('marks unlisted stories noindex', async () => {
    const unlisted = await buildPost(testApp.database.db, {
      creatorId: writer.id,
      title: 'Quiet one',
      visibility: 'UNLISTED',
    });
    const response = await get(`/@storyteller/${unlisted.slug}-${unlisted.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('member-only stories', () => {
  it('show non-members the opening only', async () => {
    const locked = await buildPost(testApp.database.db, {
      creatorId: writer.id,
      title: 'For members',
      visibility: 'LOCKED',
      content: {
        paragraphs: ['One', 'Two', 'Three', 'Four is hidden'].map((text) => paragraph('P', text)),
      },
    });
    const response = await get(`/@storyteller/${locked.slug}-${locked.id}`);
    expect(response.statusCode).toBe(200);
    const article = /<article[^>]*>([\s\S]*)<\/article>/.exec(response.body)?.[1] ?? '';
    expect(article).toContain('Three');
    expect(article).not.toContain('Four is hidden');
    expect(article).toContain('Create an account to read the full story.');
  });
});

describe('stories readers cannot see', () => {
  it('answers 404 with the branded page for a missing story', async () => {
    const response = await get('/p/abcdef123456');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('PAGE NOT FOUND');
  });

  it("answers someone else's draft exactly like a missing story", async () => {
    const draft = await buildPost(testApp.database.db, {
      creatorId: writer.id,
      title: 'Secret draft',
      status: 'DRAFT',
    });
    const response = await get(`/p/${draft.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('PAGE NOT FOUND');
    expect(response.body).not.toContain('Secret draft');
  });

  it('answers 410 for a story its author deleted', async () => {
    const removed = await buildPost(testApp.database.db, { creatorId: writer.id, title: 'Gone' });
    await testApp.database.db
      .update(posts)
      .set({ deletedAt: new Date() })
      .where(eq(posts.id, removed.id));
    const response = await get(`/p/${removed.id}`);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('This story was deleted by its author.');
  });

  it('shows the suspension notice with status 410', async () => {
    const suspended = await buildPost(testApp.database.db, {
      creatorId: writer.id,
      title: 'Bad one',
      suspendedAt: new Date(),
    });
    const response = await get(`/p/${suspended.id}`);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain(
      'This story is under investigation or was found in violation of the rules.',
    );
    expect(response.body).not.toContain('Edit story');
  });
});

describe('the author', () => {
  it('sees the writer controls on a draft (the bar adds its label in the browser)', async () => {
    const draft = await buildPost(testApp.database.db, {
      creatorId: writer.id,
      title: 'My own draft',
      status: 'DRAFT',
    });
    const actor = await testApp.signIn(writer.id);
    const response = await get(`/@storyteller/${draft.slug}-${draft.id}`, actor.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('aria-label="Story options"');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('is the only one offered the writer controls: an editor of the publication reads without them', async () => {
    const db = testApp.database.db;
    const editor = await buildUser(db, { username: 'pubeditor', name: 'Pat Editor' });
    const collection = await buildCollection(db, { creatorId: editor.id });
    const filed = await buildPost(db, {
      creatorId: writer.id,
      title: 'Filed in a publication',
      collectionId: collection.id,
    });
    const path = `/${collection.slug}/${filed.slug}-${filed.id}`;
    const asEditor = await get(path, (await testApp.signIn(editor.id)).cookies);
    expect(asEditor.statusCode).toBe(200);
    // Its links (settings, stats) would answer the editor with the 404 page.
    expect(asEditor.body).not.toContain('aria-label="Story options"');
    const asAuthor = await get(path, (await testApp.signIn(writer.id)).cookies);
    expect(asAuthor.body).toContain('aria-label="Story options"');
  });
});
