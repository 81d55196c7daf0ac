import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../db/schema/media';
import { buildUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { Actor, TestApp } from '../test/test-app';
import { makeHugeClaimPng, makeImage, makeTempDataDir, uploadFile } from '../test/kits/media-kit';
import { storageKeyOf } from './media-id';

let app: TestApp;
let dataDir: string;
let writer: Actor;

beforeAll(async () => {
  dataDir = makeTempDataDir();
  app = await createTestApp({ DATA_DIR: dataDir });
  const user = await buildUser(app.database.db);
  writer = await app.signIn(user.id);
});
afterAll(() => app.close());

function upload(
  file: { filename: string; contentType: string; bytes: Buffer },
  options: { as?: Actor; withXsrf?: boolean } = {},
) {
  return uploadFile(app, options.as ?? writer, file, options);
}

const storedBytes = (id: string) => readFile(path.join(dataDir, 'media', storageKeyOf(id)));

describe('POST /_/media/upload', () => {
  it('stores a JPEG upright and without its EXIF block', async () => {
    const original = await sharp(await makeImage(300, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Someone' } })
      .jpeg()
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const response = await upload({
      filename: 'x.jpg',
      contentType: 'image/jpeg',
      bytes: original,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ id: string; width: number; height: number }>();
    // Orientation 6 turns the 300×200 picture on its side.
    expect(body).toMatchObject({ width: 200, height: 300 });
    expect(body.id).toMatch(/^[0-9a-f]{32}\.jpeg$/);

    const stored = await storedBytes(body.id);
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('stores a PNG and records who uploaded it', async () => {
    const bytes = await makeImage(64, 48, 'png');
    const response = await upload({ filename: 'a.png', contentType: 'image/png', bytes });
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    const [row] = await app.database.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ type: 'png', width: 64, height: 48, uploaderId: writer.userId });
    expect((await sharp(await storedBytes(id)).metadata()).format).toBe('png');
  });

  it('crops a favicon upload to its centre 128×128 square', async () => {
    const bytes = await makeImage(400, 200, 'png');
    const response = await uploadFile(
      app,
      writer,
      { filename: 'logo.png', contentType: 'image/png', bytes },
      { purpose: 'favicon' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 128, height: 128 });
    const stored = await sharp(await storedBytes(response.json<{ id: string }>().id)).metadata();
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 128, height: 128 });
  });

  it('keeps GIF animation and reports the size of one frame', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const bytes = await sharp([await frame('red'), await frame('blue')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const response = await upload({ filename: 'a.gif', contentType: 'image/gif', bytes });
    expect(response.json()).toMatchObject({ width: 40, height: 30 });
    const { id } = response.json<{ id: string }>();
    const stored = await sharp(await storedBytes(id), { animated: true }).metadata();
    expect(stored).toMatchObject({ format: 'gif', pages: 2, pageHeight: 30 });
  });

  it('counts uploads against a per-user rate limit', async () => {
    const bytes = await makeImage(20, 20, 'png');
    const response = await upload({ filename: 'a.png', contentType: 'image/png', bytes });
    expect(response.headers['x-ratelimit-limit']).toBe('60');
    expect(Number(response.headers['x-ratelimit-remaining'])).toBeLessThan(60);
  });

  it('trusts the bytes, not the name or claimed type', async () => {
    const bytes = await makeImage(40, 40, 'png');
    const response = await upload({ filename: 'photo.jpg', contentType: 'image/jpeg', bytes });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: string }>().id).toMatch(/\.png$/);
  });

  it('refuses a text file named like a JPEG', async () => {
    const bytes = Buffer.from('just some words, not a picture\n'.repeat(20));
    const response = await upload({ filename: 'notes.jpg', contentType: 'image/jpeg', bytes });
    expect(response.statusCode).toBe(415);
  });

  it('refuses SVG uploads', async () => {
    const bytes = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await upload({ filename: 'a.svg', contentType: 'image/svg+xml', bytes });
    expect(response.statusCode).toBe(415);
  });

  it('refuses pictures over 50 megapixels from the header alone', async () => {
    const bytes = makeHugeClaimPng(10_000, 6_000);
    expect((await sharp(bytes).metadata()).width).toBe(10_000);
    const response = await upload({ filename: 'big.png', contentType: 'image/png', bytes });
    expect(response.statusCode).toBe(413);
  });

  it('accepts pictures far larger than the JSON body limit', async () => {
    const noise = Buffer.from(Array.from({ length: 700 * 500 * 3 }, () => Math.random() * 256));
    const bytes = await sharp(noise, { raw: { width: 700, height: 500, channels: 3 } })
      .png()
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(512 * 1024);
    const response = await upload({ filename: 'noise.png', contentType: 'image/png', bytes });
    expect(response.statusCode).toBe(200);
  });

  it('refuses files over 25 MB', async () => {
    const bytes = Buffer.alloc(25 * 1024 * 1024 + 10, 1);
    const response = await upload({ filename: 'big.png', contentType: 'image/png', bytes });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe('Images may be at most 25 MB.');
  });

  it('refuses signed-out visitors with 401', async () => {
    const bytes = await makeImage(20, 20, 'png');
    const response = await upload(
      { filename: 'a.png', contentType: 'image/png', bytes },
      { as: app.visitor() },
    );
    expect(response.statusCode).toBe(401);
  });

  it('refuses a request without the anti-forgery header with 403', async () => {
    const bytes = await makeImage(20, 20, 'png');
    const response = await upload(
      { filename: 'a.png', contentType: 'image/png', bytes },
      { withXsrf: false },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/_/media/upload',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': writer.xsrfToken },
      cookies: writer.cookies,
      payload: { image: 'nope' },
    });
    expect(response.statusCode).toBe(400);
  });
});
