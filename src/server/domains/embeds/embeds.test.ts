import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHtml, startTestServer } from '@server/test/kits/net-kit';
import type { TestServer } from '@server/test/kits/net-kit';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { createWindowLimiter } from './window-limiter';

const QUERY = `query LinkPreview($url: String!) {
  linkPreview(url: $url) {
    __typename
    ... on LinkPreview { url title siteName iframeSrc iframeWidth iframeHeight }
    ... on BadRequest { message }
    ... on TooManyRequests { message }
  }
}`;

let app: TestApp;
let writer: Actor;
let page: TestServer;

beforeAll(async () => {
  app = await createTestApp();
  writer = await app.signIn((await buildUser(app.database.db)).id);
  page = await startTestServer((_request, response) =>
    sendHtml(response, '<meta property="og:title" content="Private">'),
  );
});
afterAll(async () => {
  await page.close();
  await app.close();
});

const preview = (url: string, as: Actor = writer) =>
  app.graphql<{ linkPreview: Record<string, unknown> }>(QUERY, { variables: { url }, as });

describe('Query.linkPreview', () => {
  it('returns a privacy-friendly player for a YouTube link', async () => {
    const { body } = await preview('https://youtu.be/dQw4w9WgXcQ');
    expect(body.data?.linkPreview).toEqual({
      __typename: 'LinkPreview',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: null,
      siteName: 'YouTube',
      iframeSrc: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      iframeWidth: 640,
      iframeHeight: 360,
    });
  });

  it('answers BadRequest for links that are not http(s)', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.org/', 'not a link']) {
      const { body } = await preview(url);
      expect(body.data?.linkPreview).toMatchObject({ __typename: 'BadRequest' });
    }
  });

  it('never fetches private addresses for a preview', async () => {
    const { body } = await preview(`${page.origin}/secret`);
    expect(body.data?.linkPreview).toMatchObject({ __typename: 'BadRequest' });
    expect(page.hits).toEqual([]);
  });

  it('requires a signed-in viewer', async () => {
    const { body } = await preview('https://youtu.be/dQw4w9WgXcQ', app.visitor());
    expect(body.errors?.[0]?.message).toBe('You must be signed in.');
  });

  it('limits how many previews one account asks for', async () => {
    const busy = await app.signIn((await buildUser(app.database.db)).id);
    const results = [];
    for (let i = 0; i < 31; i += 1) results.push(await preview('https://vimeo.com/76979871', busy));
    expect(results[29]?.body.data?.linkPreview).toMatchObject({ __typename: 'LinkPreview' });
    expect(results[30]?.body.data?.linkPreview).toMatchObject({ __typename: 'TooManyRequests' });
    const other = await preview('https://vimeo.com/76979871');
    expect(other.body.data?.linkPreview).toMatchObject({ __typename: 'LinkPreview' });
  });
});

describe('createWindowLimiter', () => {
  it('allows the limit per window and starts again after it', () => {
    const limiter = createWindowLimiter({ limit: 2, windowMs: 1000 });
    expect([limiter.take('a', 0), limiter.take('a', 1), limiter.take('a', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.take('b', 2)).toBe(true);
    expect(limiter.take('a', 1000)).toBe(true);
  });
});
