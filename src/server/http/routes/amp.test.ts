import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostRow } from '@server/db/schema/posts';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;
let open: PostRow;
let locked: PostRow;

const BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  const writer = await buildUser(db, { username: 'amper', name: 'Amy Amper' });
  open = await buildPost(db, {
    creatorId: writer.id,
    title: 'Fast pages </script>',
    content: {
      paragraphs: [
        paragraph('P', 'First words.'),
        paragraph('IMG', 'Caption', {
          metadata: { id: 'photo.jpg', originalWidth: 1200, originalHeight: 800 },
        }),
        paragraph('IFRAME', '', {
          iframe: { src: 'https://www.youtube.com/embed/abc', width: 640, height: 360 },
        }),
      ],
    },
  });
  locked = await buildPost(db, {
    creatorId: writer.id,
    title: 'Members story',
    visibility: 'LOCKED',
    content: {
      paragraphs: ['One', 'Two', 'Three', 'Four hidden', 'Five hidden'].map((text) =>
        paragraph('P', text),
      ),
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.request({ method: 'GET', url });

describe('AMP story pages', () => {
  it('serves the required AMP structure', async () => {
    const response = await get(`/amp/p/${open.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const html = response.body;
    expect(html.startsWith('<!doctype html><html ⚡ lang="en"><head><meta charset="utf-8">')).toBe(
      true,
    );
    expect(html).toContain('<script async src="https://cdn.ampproject.org/v0.js"></script>');
    expect(html).toContain(BOILERPLATE);
    expect(html).toContain('<meta name="viewport" content="width=device-width">');
    expect(html).toContain(
      `<link rel="canonical" href="https://quire.test/@amper/${open.slug}-${open.id}">`,
    );
    expect(html).toContain(
      '<amp-img src="https://quire.test/media/resize:fit:700/photo.jpg" width="1200" height="800" layout="responsive" alt="Caption"></amp-img>',
    );
  });

  it('contains nothing AMP forbids', async () => {
    const html = (await get(`/amp/p/${open.id}`)).body;
    const css = /<style amp-custom>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css.length).toBeGreaterThan(0);
    expect(Buffer.byteLength(css)).toBeLessThanOrEqual(75_000);
    expect(css).not.toContain('!important');
    expect(html.match(/<style amp-custom>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img\b/);
    expect(html).not.toMatch(/<iframe\b/);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
    // Only the runtime and JSON-LD scripts; user text stays inert inside JSON-LD.
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script async src="https://cdn.ampproject.org/v0.js">',
      '<script type="application/ld+json">',
    ]);
    expect(html).toContain('Fast pages \\u003c/script>');
    expect(html).not.toContain('Follow');
  });

  it('describes the story as an Article with a raster image and a publisher logo', async () => {
    const html = (await get(`/amp/p/${locked.id}`)).body;
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Members story',
      image: [
        {
          '@type': 'ImageObject',
          url: `https://quire.test/_/social/p/${locked.id}/${locked.updatedAt.getTime().toString(36)}.png`,
          width: 1200,
          height: 630,
        },
      ],
      author: { '@type': 'Person', name: 'Amy Amper', url: 'https://quire.test/@amper' },
      publisher: {
        '@type': 'Organization',
        name: 'Quire',
        logo: { '@type': 'ImageObject', url: 'https://quire.test/_/social/logo.png' },
      },
      isAccessibleForFree: false,
    });
  });

  it('shows only the preview of a member-only story', async () => {
    const html = (await get(`/amp/p/${locked.id}`)).body;
    expect(html).toContain('<p>Three</p>');
    expect(html).not.toContain('Four hidden');
  });

  it('answers 404 for a missing story', async () => {
    expect((await get('/amp/p/abcdef999')).statusCode).toBe(404);
  });
});
