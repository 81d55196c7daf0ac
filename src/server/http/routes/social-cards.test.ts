import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import { makeImage, makeTempDataDir, uploadFile } from '@server/test/kits/media-kit';
import { writeDemoArt } from '@server/seed/demo-art';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

const ORIGIN = 'https://quire.test';

let testApp: TestApp;
let dataDir: string;
let photoId: string;
let withPhoto: PostRow;
let withSvgArt: PostRow;
let withoutPicture: PostRow;

const get = (url: string) => testApp.request({ method: 'GET', url });

const ENTITIES: Record<string, string> = { quot: '"', lt: '<', gt: '>', '#39': "'", amp: '&' };

/** <meta property|name="key" content="…"> values of a page, in order, unescaped. */
function meta(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    match[1]!.replace(/&(quot|lt|gt|#39|amp);/g, (_, name: string) => ENTITIES[name]!),
  );
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

async function storyPage(post: PostRow) {
  const short = await get(`/p/${post.id}`);
  expect(short.statusCode).toBe(301);
  const page = await get(short.headers.location as string);
  expect(page.statusCode).toBe(200);
  return { url: `${ORIGIN}${short.headers.location as string}`, html: page.body };
}

/** The path of an absolute URL on this site. */
const pathOf = (url: string) => {
  expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  return url.slice(ORIGIN.length);
};

function cardFiles(): string[] {
  // Cards share the bounded image cache with the proxy's variants.
  const root = path.join(dataDir, 'media-cache');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  try {
    return walk(root);
  } catch {
    return [];
  }
}

beforeAll(async () => {
  dataDir = makeTempDataDir();
  writeDemoArt(dataDir);
  testApp = await createTestApp({ PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, TWITTER_SITE: 'quire' });
  const db = testApp.database.db;
  const writer = await buildUser(db, { username: 'ada', name: 'Ada Lovelace', bio: 'Engines.' });
  const actor = await testApp.signIn(writer.id);
  const upload = await uploadFile(testApp, actor, {
    filename: 'harbour.jpg',
    contentType: 'image/jpeg',
    bytes: await makeImage(2400, 1600, 'jpeg'),
  });
  photoId = upload.json<{ id: string }>().id;
  const picture = (id: string, width: number, height: number, alt: string) =>
    paragraph('IMG', alt, { metadata: { id, originalWidth: width, originalHeight: height, alt } });
  withPhoto = await buildPost(db, {
    creatorId: writer.id,
    title: 'Harbour at dawn',
    content: {
      paragraphs: [
        paragraph('P', 'Boats.'),
        picture(photoId, 2400, 1600, 'Boats in the harbour at dawn'),
      ],
    },
  });
  withSvgArt = await buildPost(db, {
    creatorId: writer.id,
    title: 'Low tide & "quotes" <b>',
    previewImageId: 'demo-harbour.svg',
    content: {
      paragraphs: [
        paragraph('P', 'Mud.'),
        picture('demo-harbour.svg', 1400, 800, 'Low tide at the old harbour.'),
      ],
    },
  });
  withoutPicture = await buildPost(db, { creatorId: writer.id, title: 'Only words' });
});

afterAll(async () => {
  await testApp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a story with a raster picture', () => {
  it('shows that picture cut to 1200×630 through the image proxy, with its size, type and alt', async () => {
    const { url, html } = await storyPage(withPhoto);
    const image = `${ORIGIN}/media/resize:fill:1200:630/${photoId}`;
    expect(meta(html, 'og:image')).toEqual([image]);
    expect(meta(html, 'og:image:width')).toEqual(['1200']);
    expect(meta(html, 'og:image:height')).toEqual(['630']);
    expect(meta(html, 'og:image:type')).toEqual(['image/jpeg']);
    expect(meta(html, 'og:image:alt')).toEqual(['Boats in the harbour at dawn']);
    expect(meta(html, 'og:locale')).toEqual(['en_US']);
    expect(meta(html, 'og:url')).toEqual([url]);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(html, 'twitter:image')).toEqual([image]);
    expect(meta(html, 'twitter:image:alt')).toEqual(['Boats in the harbour at dawn']);
    expect(meta(html, 'twitter:site')).toEqual(['@quire']);

    const picture = await get(pathOf(image));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('has every field of Google’s Article rich result in its JSON-LD', async () => {
    const { url, html } = await storyPage(withPhoto);
    const article = jsonLdOf(html);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Harbour at dawn',
      url,
      image: [
        {
          '@type': 'ImageObject',
          url: `${ORIGIN}/media/resize:fill:1200:630/${photoId}`,
          width: 1200,
          height: 630,
        },
      ],
      author: { '@type': 'Person', name: 'Ada Lovelace', url: `${ORIGIN}/@ada` },
      publisher: {
        '@type': 'Organization',
        name: 'Quire',
        logo: {
          '@type': 'ImageObject',
          url: `${ORIGIN}/_/social/logo.png`,
          width: 512,
          height: 512,
        },
      },
    });
    expect(Date.parse(article.datePublished as string)).not.toBeNaN();
    expect(Date.parse(article.dateModified as string)).not.toBeNaN();

    const logo = await get('/_/social/logo.png');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 512,
    });
  });
});

describe('a story without a raster picture', () => {
  it('treats SVG art as no picture: its card is drawn from title, author and site name', async () => {
    const { html } = await storyPage(withSvgArt);
    const [image] = meta(html, 'og:image');
    const version = withSvgArt.updatedAt.getTime().toString(36);
    expect(image).toBe(`${ORIGIN}/_/social/p/${withSvgArt.id}/${version}.png`);
    expect(meta(html, 'og:image:type')).toEqual(['image/png']);
    expect(meta(html, 'og:image:width')).toEqual(['1200']);
    expect(meta(html, 'og:image:height')).toEqual(['630']);
    expect(meta(html, 'og:image:alt')).toEqual(['Low tide & "quotes" <b>, by Ada Lovelace']);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(JSON.stringify(jsonLdOf(html).image)).toContain(image);
  });

  it('draws a real 1200×630 PNG once per story version, and serves it again from disk', async () => {
    const { html } = await storyPage(withoutPicture);
    const cardPath = pathOf(meta(html, 'og:image')[0]!);
    const before = new Set(cardFiles());

    const first = await get(cardPath);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['x-media-cache']).toBe('miss');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
    const written = cardFiles().filter((file) => !before.has(file));
    expect(written).toHaveLength(1);
    const drawn = readFileSync(written[0]!);

    const second = await get(cardPath);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-media-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Served from that file, not drawn again: a hit touches its time (least recently used
    // order) but leaves its bytes and writes no other file.
    expect(readFileSync(written[0]!).equals(drawn)).toBe(true);
    expect(second.rawPayload.equals(drawn)).toBe(true);
    expect(cardFiles()).toHaveLength(before.size + 1);
  });

  it('gives an edited story a new card address; the old one leads to it', async () => {
    const { html } = await storyPage(withoutPicture);
    const oldPath = pathOf(meta(html, 'og:image')[0]!);
    const [edited] = await testApp.database.db
      .update(posts)
      .set({ title: 'Only words, revised', updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(posts.id, withoutPicture.id))
      .returning();
    const newPath = pathOf(meta((await storyPage(edited!)).html, 'og:image')[0]!);
    expect(newPath).not.toBe(oldPath);
    const old = await get(oldPath);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(newPath);
    expect((await get(newPath)).headers['x-media-cache']).toBe('miss');
  });

  it('draws no card for a draft or an unknown story', async () => {
    const draft = await buildPost(testApp.database.db, {
      creatorId: withPhoto.creatorId,
      title: 'Secret draft',
      status: 'DRAFT',
    });
    const version = draft.updatedAt.getTime().toString(36);
    expect((await get(`/_/social/p/${draft.id}/${version}.png`)).statusCode).toBe(404);
    expect((await get(`/_/social/p/0123456789ab/${version}.png`)).statusCode).toBe(404);
    expect((await get(`/_/social/p/${withPhoto.id}/not-a-version.png`)).statusCode).toBe(404);
  });
});

describe('the home page', () => {
  it('has OpenGraph, a large Twitter card with the site’s own card, and WebSite and Organization JSON-LD', async () => {
    const html = (await get('/')).body;
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(meta(html, 'og:type')).toEqual(['website']);
    expect(meta(html, 'og:title')).toEqual(['Quire – where good ideas find you']);
    expect(meta(html, 'og:description')).toEqual([
      'Read and share ideas from independent writers.',
    ]);
    expect(meta(html, 'og:url')).toEqual([`${ORIGIN}/`]);
    expect(meta(html, 'og:site_name')).toEqual(['Quire']);
    expect(meta(html, 'og:locale')).toEqual(['en_US']);
    expect(meta(html, 'og:image')).toEqual([`${ORIGIN}/_/social/site.png`]);
    expect(meta(html, 'og:image:type')).toEqual(['image/png']);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(html, 'twitter:site')).toEqual(['@quire']);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd['@context']).toBe('https://schema.org');
    expect(jsonLd['@graph']).toMatchObject([
      { '@type': 'WebSite', name: 'Quire', url: `${ORIGIN}/` },
      {
        '@type': 'Organization',
        name: 'Quire',
        url: `${ORIGIN}/`,
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/_/social/logo.png` },
      },
    ]);

    const card = await get('/_/social/site.png');
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});

describe('a profile', () => {
  it('describes the person by their bio, or says whose stories these are', async () => {
    const html = (await get('/@ada')).body;
    expect(meta(html, 'og:description')).toEqual(['Engines.']);
    expect(meta(html, 'og:locale')).toEqual(['en_US']);
    expect(meta(html, 'twitter:site')).toEqual(['@quire']);
    await buildUser(testApp.database.db, { username: 'quietone', name: 'Quiet One', bio: '' });
    expect(meta((await get('/@quietone')).body, 'og:description')).toEqual([
      'Read stories by Quiet One.',
    ]);
  });
});

describe('error pages', () => {
  it('declare no canonical link', async () => {
    const missing = await get('/this/page/does/not/exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('rel="canonical"');
    const noProfile = await get('/@nobody-here');
    expect(noProfile.statusCode).toBe(404);
    expect(noProfile.body).not.toContain('rel="canonical"');
  });
});

describe('/p/{postId}/responses/show', () => {
  it('serves the story with its responses open, naming the story’s URL as canonical', async () => {
    const { url } = await storyPage(withPhoto);
    const response = await get(`/p/${withPhoto.id}/responses/show`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${url}">`);
    expect(response.body).toMatch(/<h1[^>]*>Harbour at dawn<\/h1>/);
    expect(response.body).toContain('"responsesOpen":true');
    expect(response.body).toContain('"location":"/p/');
  });
});
