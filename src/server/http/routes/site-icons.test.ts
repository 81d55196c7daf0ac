import sharp from 'sharp';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.request({ method: 'GET', url, headers });

/** The images inside an ICO file, read from its directory (as a browser does). */
function icoImages(bytes: Buffer) {
  expect(bytes.readUInt16LE(0)).toBe(0);
  expect(bytes.readUInt16LE(2)).toBe(1);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    return { width: bytes.readUInt8(entry), data: bytes.subarray(offset, offset + size) };
  });
}

describe('site icons', () => {
  it('/favicon.ico is an icon file with 16, 32 and 48 pixel images', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['set-cookie']).toBeUndefined();
    const images = icoImages(response.rawPayload);
    expect(images.map((image) => image.width)).toEqual([16, 32, 48]);
    for (const image of images) {
      const meta = await sharp(image.data).metadata();
      expect(meta).toMatchObject({ format: 'png', width: image.width, height: image.width });
    }
  });

  it('/apple-touch-icon.png is a 180×180 PNG without transparent corners', async () => {
    const response = await get('/apple-touch-icon.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['set-cookie']).toBeUndefined();
    const image = sharp(response.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    expect(data[info.channels - 1]).toBe(255); // the top-left pixel is opaque
  });

  it('revalidates to 304', async () => {
    const etag = String((await get('/favicon.ico')).headers.etag);
    expect((await get('/favicon.ico', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('pages name both icons in their head', async () => {
    const html = (await get('/')).body;
    const links = DomUtils.getElementsByTagName('link', parseDocument(html)).map((l) => l.attribs);
    expect(links).toContainEqual({ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' });
    expect(links.some((l) => l.rel === 'icon' && l.href?.startsWith('data:image/svg+xml,'))).toBe(
      true,
    );
  });
});
