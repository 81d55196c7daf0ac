import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { demoStoryPath } from '../support/demo-stories';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

/** A GET whose body stays as the server sent it (browsers and fetch decode it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: Date.now() - started,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

test('a story page is smaller with Brotli than with gzip', async ({ request, baseURL }) => {
  const storyPath = await demoStoryPath(request, 'Debugging is a conversation with your past self');
  const br = await rawGet(`${baseURL}${storyPath}`, { 'accept-encoding': 'br' });
  const gzip = await rawGet(`${baseURL}${storyPath}`, { 'accept-encoding': 'gzip' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(br.body.length).toBeLessThan(gzip.body.length);
});

test('the app code is sent from its Brotli copy made at build time', async ({ baseURL }) => {
  const home = await rawGet(`${baseURL}/`);
  const entry = /"(\/assets\/entry-client-[\w-]+\.js)"/.exec(home.body.toString())?.[1];
  expect(entry, 'the home page names the app entry').toBeTruthy();
  const response = await rawGet(`${baseURL}${entry}`, { 'accept-encoding': 'gzip, deflate, br' });
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toMatch(/javascript/);
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const built = readFileSync(path.join('dist/client', `${entry}.br`));
  expect(response.body.equals(built)).toBe(true);
});

test('unknown files answer a quick 404 without a page', async ({ baseURL }) => {
  for (const url of ['/assets/nope.js', '/media/nope.jpeg', `/media/${'0'.repeat(32)}.png`]) {
    const response = await rawGet(`${baseURL}${url}`, { accept: 'text/html,*/*' });
    expect(response.status, url).toBe(404);
    expect(String(response.headers['content-type']), url).not.toMatch(/html/);
    expect(response.body.length, url).toBeLessThan(200);
    expect(response.ms, url).toBeLessThan(1000);
  }
});

/** A page on another origin (another port of this machine) showing one of the site's pictures. */
async function servePageShowing(imageUrl: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="en"><title>Elsewhere</title><main><img alt="A picture from the site" src="${imageUrl}"></main></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

test('a page on another origin can show the site’s pictures', async ({ page, baseURL }) => {
  const elsewhere = await servePageShowing(`${baseURL}/media/demo-harbour.svg`);
  try {
    await page.goto(elsewhere.url);
    const width = await page.locator('img').evaluate(async (image: HTMLImageElement) =>
      image.decode().then(
        () => image.naturalWidth,
        () => 0,
      ),
    );
    expect(width).toBeGreaterThan(0);
  } finally {
    elsewhere.close();
  }
});
