import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Actor, TestApp } from '../test-app';

/** A fresh DATA_DIR so test files never share media or cache folders. */
export function makeTempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'quire-media-'));
}

/** A multipart/form-data body carrying one file, as a browser would send it. */
function multipartFile(options: { filename: string; contentType: string; bytes: Buffer }) {
  const boundary = `----quire${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="image"; filename="${options.filename}"\r\n` +
    `Content-Type: ${options.contentType}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    options.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A two-colour picture (left half red, right half blue) so crops and rotations are visible. */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp',
): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({
    create: { width: width - half, height, channels: 3, background: '#0000ff' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: half, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims width×height but whose data is tiny: the server
 * must refuse it from the header alone, without allocating the pixels.
 */
export function makeHugeClaimPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Posts one file to the upload route as `actor`, with its anti-forgery token unless told not to. */
export function uploadFile(
  app: TestApp,
  actor: Actor,
  file: { filename: string; contentType: string; bytes: Buffer },
  options: { withXsrf?: boolean; purpose?: 'favicon' } = {},
) {
  const body = multipartFile(file);
  return app.request({
    method: 'POST',
    url: options.purpose ? `/_/media/upload?purpose=${options.purpose}` : '/_/media/upload',
    headers: {
      'content-type': body.contentType,
      ...(options.withXsrf === false ? {} : { 'x-xsrf-token': actor.xsrfToken }),
    },
    cookies: actor.cookies,
    payload: body.payload,
  });
}
