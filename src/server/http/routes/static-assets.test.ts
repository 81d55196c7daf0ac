import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '@scripts/vite/precompress';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { registerCompression } from '../request/compression';
import { registerStaticAssets } from './static-assets';

const ASSET = 'entry-client-AbC123.js';
let dir = '';
let server: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-assets-'));
  const code = Array.from({ length: 300 }, (_, i) => `export const v${i}="value ${i}";`).join('\n');
  writeFileSync(path.join(dir, ASSET), code);
  await precompressDirectory(dir);
  // The same plugins, in the same order, as the app registers them.
  server = Fastify();
  await registerCompression(server);
  await registerStaticAssets(server, { serveBuild: true, root: dir });
  await server.ready();
});

afterAll(async () => {
  await server.close();
});

const getAsset = (name: string, acceptEncoding: string) =>
  server.inject({
    method: 'GET',
    url: `/assets/${name}`,
    headers: { 'accept-encoding': acceptEncoding },
  });

describe('built assets', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gz'],
  ])('answers accept-encoding %s from the precompressed .%s file', async (accept, extension) => {
    const response = await getAsset(ASSET, accept);
    expect(response.statusCode).toBe(200);
    const stored = readFileSync(path.join(dir, `${ASSET}.${extension}`));
    expect(response.rawPayload.equals(stored)).toBe(true);
    expect(response.headers['content-encoding']).toBe(extension === 'br' ? 'br' : 'gzip');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const response = await getAsset(ASSET, 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(readFileSync(path.join(dir, ASSET)))).toBe(true);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers an unknown file with a quick 404 and no page', async () => {
    const response = await getAsset('nope.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });
});

describe('unknown paths (the whole app)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string) =>
    testApp.request({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  it.each(['/assets/nope.js', '/media/nope.jpeg', `/media/${'0'.repeat(32)}.png`])(
    'answers the unknown file %s with a 404 and no page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/html/);
      expect(response.body).not.toMatch(/<html|stack|Error:/i);
    },
  );

  it('answers /_/healthz, a near miss of the health check, with the 404 page', async () => {
    const response = await get('/_/healthz');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/Something went wrong|stack/i);
  });
});
