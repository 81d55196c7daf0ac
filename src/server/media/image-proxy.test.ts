import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '@shared/media/image-url';
import { writeDemoArt } from '../seed/demo-art';
import { buildUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { makeImage, makeTempDataDir, uploadFile } from '../test/kits/media-kit';

let app: TestApp;
let photoId: string;
let dataDir = '';

beforeAll(async () => {
  dataDir = makeTempDataDir();
  writeDemoArt(dataDir);
  app = await createTestApp({ DATA_DIR: dataDir });
  const writer = await app.signIn((await buildUser(app.database.db)).id);
  const response = await uploadFile(app, writer, {
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    bytes: await makeImage(1600, 1000, 'jpeg'),
  });
  photoId = response.json<{ id: string }>().id;
});
afterAll(() => app.close());

/** The variant files on disk. */
function cachedFiles(): string[] {
  const dir = path.join(dataDir, 'media-cache');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.request({ method: 'GET', url, headers });

async function decoded(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  return { response, metadata: await sharp(response.rawPayload).metadata() };
}

describe('GET /media/… (image proxy)', () => {
  it('serves the original with immutable caching', async () => {
    const { response, metadata } = await decoded(`/media/${photoId}`);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 });
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
  });

  it('resamples to an allowed width and then answers from the disk cache', async () => {
    const url = `/media/resize:fit:700/${photoId}`;
    const first = await decoded(url);
    expect(first.metadata).toMatchObject({ format: 'jpeg', width: 700, height: 438 });
    expect(first.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.response.headers['x-media-cache']).toBe('miss');
    const second = await get(url);
    expect(second.headers['x-media-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.response.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.response.headers.etag);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = `/media/resize:fit:350/${photoId}`;
    const etag = (await get(url)).headers.etag as string;
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('never enlarges when resampling', async () => {
    const { metadata } = await decoded(`/media/resize:fit:2400/${photoId}`);
    expect(metadata).toMatchObject({ width: 1600, height: 1000 });
  });

  it('fills, crops around a focal point and letterboxes to exact sizes', async () => {
    const fill = await decoded(`/media/resize:fill:128:128/${photoId}`);
    expect(fill.metadata).toMatchObject({ width: 128, height: 128 });
    const crop = await decoded(imageUrl(photoId, { width: 700, height: 210, strategy: 'crop' }));
    expect(crop.metadata).toMatchObject({ width: 700, height: 210 });
    const letterbox = await decoded(`/media/resize:letterbox:700:240/${photoId}`);
    expect(letterbox.metadata).toMatchObject({ width: 700, height: 240 });
  });

  it('moves the crop window to the focal point', async () => {
    const colourAt = async (focusX: number) => {
      const url = imageUrl(photoId, { width: 100, height: 100, strategy: 'crop', focusX });
      const { response } = await decoded(url);
      const { dominant } = await sharp(response.rawPayload).stats();
      return dominant;
    };
    // The test picture is red on the left half and blue on the right.
    expect((await colourAt(0)).r).toBeGreaterThan(200);
    expect((await colourAt(100)).b).toBeGreaterThan(200);
  });

  it('converts to webp when the URL says so', async () => {
    const { response, metadata } = await decoded(`/media/resize:fit:700/format:webp/${photoId}`);
    expect(metadata.format).toBe('webp');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toBeUndefined();
  });

  it('negotiates avif, webp or the original format for format:auto', async () => {
    const url = `/media/resize:fit:350/quality:60/format:auto/${photoId}`;
    const avif = await decoded(url, { accept: 'image/avif,image/webp,*/*' });
    expect(avif.response.headers['content-type']).toBe('image/avif');
    expect(avif.metadata.format).toBe('heif');
    expect(avif.response.headers.vary).toContain('accept');
    const webp = await decoded(url, { accept: 'image/webp,*/*' });
    expect(webp.metadata.format).toBe('webp');
    const plain = await decoded(url, { accept: '*/*' });
    expect(plain.metadata.format).toBe('jpeg');
    expect(plain.response.headers.etag).not.toBe(webp.response.headers.etag);
  });

  it('blurs on request', async () => {
    const { metadata } = await decoded(`/media/resize:fit:350/blur:20/${photoId}`);
    expect(metadata.width).toBe(350);
  });

  it.each([
    'resize:fit:701',
    'resize:fit:0',
    'resize:fill:700',
    'resize:stretch:700:700',
    'format:webp/resize:fit:700',
    'resize:fit:700/resize:fit:700',
    'resize:crop:700:210/focal:33:50',
    'resize:fit:700/focal:50:50',
    'quality:101',
    'quality:7',
    'quality:75',
    'quality:95',
    'blur:3',
    'blur:15',
    'format:gif',
    'resize:fit:0700',
    'sepia:1',
  ])('refuses the transform %s with 400', async (segments) => {
    const response = await get(`/media/${segments}/${photoId}`);
    expect(response.statusCode).toBe(400);
  });

  it('refuses the probe /media/resize:fit:4800/quality:95/<id> at once, rendering nothing', async () => {
    const before = cachedFiles();
    const started = Date.now();
    const response = await get(`/media/resize:fit:4800/quality:95/${photoId}`);
    expect(response.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(500);
    expect(cachedFiles()).toEqual(before);
  });

  it('renders a variant once for concurrent requests', async () => {
    const before = cachedFiles().length;
    const url = `/media/resize:fit:4800/${photoId}`;
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const first = responses[0]?.rawPayload;
    expect(responses.every((response) => first && response.rawPayload.equals(first))).toBe(true);
    expect(cachedFiles()).toHaveLength(before + 1);
    expect((await get(url)).headers['x-media-cache']).toBe('hit');
  });

  it('refuses malformed ids and answers 404 for unknown ones', async () => {
    expect((await get('/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await get('/media/Upper.JPEG')).statusCode).toBe(400);
    expect((await get(`/media/resize:fit:700/${'0'.repeat(32)}.jpeg`)).statusCode).toBe(404);
    expect((await get(`/media/${'0'.repeat(32)}.png`)).statusCode).toBe(404);
  });

  it('serves SVG art as-is under a strict CSP, whatever the transform', async () => {
    const original = await get('/media/demo-harbour.svg');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/svg+xml');
    expect(original.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const resized = await get('/media/resize:fit:700/format:webp/demo-harbour.svg');
    expect(resized.headers['content-type']).toBe('image/svg+xml');
    expect(resized.body).toBe(original.body);
  });

  it('lets other origins show its pictures (feed readers, social cards), and only its pictures', async () => {
    for (const url of [
      `/media/${photoId}`,
      `/media/resize:fit:700/${photoId}`,
      '/media/demo-harbour.svg',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const page = await get('/');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves the built-in default avatar at every avatar size', async () => {
    const response = await get(imageUrl('default-avatar', { width: 64, strategy: 'fill' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('<svg');
  });
});
