import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { buildPost, buildUser } from '@server/test/factories';
import { PUBLISH_EDITS, SAVE_DRAFT } from '@server/test/kits/post-kit';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;
let writer: UserRow;
let story: PostRow;
let storyPath = '';
const purges: unknown[] = [];
const purgeEndpoint = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    purges.push({ path: request.url, method: request.method, body: JSON.parse(body) as unknown });
    response.writeHead(204).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => purgeEndpoint.listen(0, '127.0.0.1', resolve));
  const { port } = purgeEndpoint.address() as AddressInfo;
  testApp = await createTestApp({
    PAGE_CACHE: 'true',
    PAGE_CACHE_SECONDS: '30',
    PAGE_CACHE_STALE_SECONDS: '60',
    PAGE_CACHE_PURGE_URL: `http://127.0.0.1:${port}/purge`,
  });
  writer = await buildUser(testApp.database.db, { username: 'cached_writer', name: 'Cass Writer' });
  story = await buildPost(testApp.database.db, { creatorId: writer.id, title: 'Kept for all' });
  storyPath = `/@cached_writer/${story.slug}-${story.id}`;
});

afterAll(async () => {
  await testApp.close();
  purgeEndpoint.close();
});

const get = (url: string, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  testApp.request({ method: 'GET', url, headers, ...(cookies ? { cookies } : {}) });

const nonceOf = (response: { headers: Record<string, unknown> }) =>
  /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];

describe('the page cache', () => {
  it('renders a logged-out page once, then serves the kept copy with CDN headers', async () => {
    const path = `${storyPath}?first=1`;
    const miss = await get(path);
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await get(path);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body).toBe(miss.body);
    expect(hit.body).toContain('Kept for all');
    expect(hit.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    );
    expect(hit.headers.vary).toBe('Cookie, Accept-Encoding, Host, cf-ipcountry');
    expect(hit.headers['set-cookie']).toBeUndefined();
    const keys = String(hit.headers['surrogate-key']).split(' ');
    expect(keys).toEqual(expect.arrayContaining([story.id, writer.id]));
    expect(String(hit.headers['cache-tag']).split(',')).toEqual(keys);
  });

  it('sends the kept copy compressed as asked, and 304 to a client whose copy is current', async () => {
    const plain = await get(storyPath);
    const br = await get(storyPath, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const revalidated = await get(storyPath, { 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps logged-out EU visitors who have not accepted the policy apart', async () => {
    const elsewhere = await get('/?eu=1');
    const inEu = await get('/?eu=1', { 'cf-ipcountry': 'DE' });
    expect(elsewhere.body).not.toBe(inEu.body);
    expect(inEu.body).toContain('"showPrivacyBanner":true');
    expect(elsewhere.body).toContain('"showPrivacyBanner":false');
  });

  it('renders concurrent misses for one page once', async () => {
    const path = `${storyPath}?burst=1`;
    const responses = await Promise.all(Array.from({ length: 8 }, () => get(path)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    // Every render draws a new script nonce: one nonce means one render.
    expect(new Set(responses.map(nonceOf)).size).toBe(1);
    expect(responses.filter((response) => response.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });

  it('never answers a signed-in reader from it, nor keeps what a signed-in reader gets', async () => {
    await get(storyPath);
    const reader = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const signedIn = await get(storyPath, {}, reader.cookies);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['surrogate-key']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.body).toContain(`"viewerId":"${reader.userId}"`);
    expect((await get(storyPath)).body).toContain('"viewerId":null');
  });

  it('keeps no error page: a missing story is rendered each time', async () => {
    const first = await get('/@cached_writer/gone-0123456789ab');
    const second = await get('/@cached_writer/gone-0123456789ab');
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(second.headers['x-cache']).toBeUndefined();
  });

  it('posts the changed keys to the purge hook, and the next request shows the change', async () => {
    await get(storyPath);
    const author = await testApp.signIn(writer.id);
    const saved = await testApp.graphql(SAVE_DRAFT, {
      as: author,
      variables: {
        postId: story.id,
        title: 'Kept, then edited',
        subtitle: '',
        content: { paragraphs: [{ name: 'a1', type: 'P', text: 'New words.', markups: [] }] },
        baseVersion: story.version,
      },
    });
    expect(saved.body.errors).toBeUndefined();
    purges.length = 0;
    await testApp.graphql(PUBLISH_EDITS, { as: author, variables: { postId: story.id } });
    await expect.poll(() => purges.length).toBe(1);
    expect(purges[0]).toEqual({
      path: '/purge',
      method: 'POST',
      body: { keys: [story.id, writer.id] },
    });
    // The new title moves the story to a new slug; the old path leads there.
    const moved = await get(storyPath);
    expect(moved.statusCode).toBe(301);
    const after = await get(String(moved.headers.location));
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('Kept, then edited');
  });
});

describe('with PAGE_CACHE=false', () => {
  it('renders every logged-out page afresh, with no shared-cache headers', async () => {
    const uncached = await createTestApp({ PAGE_CACHE: 'false' });
    try {
      const owner = await buildUser(uncached.database.db, { username: 'uncached_writer' });
      const post = await buildPost(uncached.database.db, { creatorId: owner.id });
      const path = `/@uncached_writer/${post.slug}-${post.id}`;
      const [first, second] = [
        await uncached.request({ url: path }),
        await uncached.request({ url: path }),
      ];
      expect(second.statusCode).toBe(200);
      expect(second.headers['x-cache']).toBeUndefined();
      expect(second.headers['surrogate-key']).toBeUndefined();
      expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(nonceOf(first)).not.toBe(nonceOf(second));
    } finally {
      await uncached.close();
    }
  });
});

describe('under load', () => {
  it('gives a kept page, marked for a signed-in reader, instead of a 503', async () => {
    const busy = await createTestApp({
      PAGE_CACHE: 'true',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '200',
    });
    try {
      const owner = await buildUser(busy.database.db, { username: 'busy_writer' });
      const post = await buildPost(busy.database.db, {
        creatorId: owner.id,
        title: 'Kept under load',
      });
      const path = `/@busy_writer/${post.slug}-${post.id}`;
      await busy.request({ url: path });
      const reader = await busy.signIn((await buildUser(busy.database.db)).id);
      // The lag is the mean of each second's samples: stall the loop for a second at a time.
      // A page nobody asked for before has no kept copy: it gets the 503.
      let shed = await busy.request({ url: '/@busy_writer?fresh=0' });
      for (let tries = 0; shed.statusCode !== 503 && tries < 10; tries += 1) {
        for (let stall = 0; stall < 3; stall += 1) {
          stallEventLoop(500);
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        shed = await busy.request({ url: `/@busy_writer?fresh=${tries + 1}` });
      }
      expect(shed.statusCode).toBe(503);
      const signedIn = await busy.request({ url: path, cookies: reader.cookies });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toContain('Kept under load');
      expect(signedIn.body).toContain('"viewerId":null');
      expect(signedIn.headers['server-timing']).toContain('signed-out-copy');
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      const loggedOut = await busy.request({ url: path });
      expect(loggedOut.statusCode).toBe(200);
      expect(loggedOut.headers['server-timing']).toBeUndefined();
    } finally {
      await busy.close();
    }
  }, 90_000);
});

/** Keeps the event loop busy, as a long synchronous render would. */
function stallEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}
