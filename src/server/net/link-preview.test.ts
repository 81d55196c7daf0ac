import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLinkPreview, previewFromHtml } from './link-preview';
import { sendHtml, startTestServer } from '../test/kits/net-kit';
import type { TestServer } from '../test/kits/net-kit';
import { SafeFetchError } from './safe-fetch';

const OPEN_GRAPH_PAGE = `<!doctype html><html><head>
<meta charset="utf-8">
<title>Plain title</title>
<meta property="og:title" content="  The   Harbour &amp; the Sea ">
<meta property="og:description" content="Low tide at the old harbour.">
<meta property="og:image" content="/images/harbour.jpg">
<meta property="og:site_name" content="Coastal Notes">
<meta name="description" content="ignored, og wins">
</head><body><meta property="og:title" content="not in head"></body></html>`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url === '/og') return sendHtml(response, OPEN_GRAPH_PAGE);
    if (request.url === '/latin1')
      return sendHtml(
        response,
        Buffer.from('<title>Caf\u00e9 cr\u00e8me</title>', 'latin1'),
        'text/html; charset=iso-8859-1',
      );
    response.writeHead(302, { location: '/og' });
    response.end();
  });
});
afterAll(() => server.close());

const allowed = { allowPrivateAddressesForTests: true };

describe('fetchLinkPreview', () => {
  it('reads OpenGraph tags from a page, resolving relative image URLs', async () => {
    const preview = await fetchLinkPreview(`${server.origin}/og`, allowed);
    expect(preview).toEqual({
      url: `${server.origin}/og`,
      title: 'The Harbour & the Sea',
      description: 'Low tide at the old harbour.',
      imageUrl: `${server.origin}/images/harbour.jpg`,
      siteName: 'Coastal Notes',
    });
  });

  it('keeps the pasted URL but resolves images against the page it landed on', async () => {
    const preview = await fetchLinkPreview(`${server.origin}/moved`, allowed);
    expect(preview.url).toBe(`${server.origin}/moved`);
    expect(preview.imageUrl).toBe(`${server.origin}/images/harbour.jpg`);
  });

  it('decodes the charset the server names', async () => {
    const preview = await fetchLinkPreview(`${server.origin}/latin1`, allowed);
    expect(preview.title).toBe('Caf\u00e9 cr\u00e8me');
  });

  it('goes through the guard: a loopback page is refused without the test allowance', async () => {
    await expect(fetchLinkPreview(`${server.origin}/og`)).rejects.toBeInstanceOf(SafeFetchError);
  });

  it('refuses non-http links', async () => {
    await expect(fetchLinkPreview('javascript:alert(1)')).rejects.toThrow(
      'Only http and https links have previews.',
    );
  });
});

describe('previewFromHtml', () => {
  const base = 'https://example.org/post';

  it('falls back to Twitter cards, then <title> and meta description', () => {
    const twitter = previewFromHtml(
      '<meta name="twitter:title" content="T"><meta name="twitter:image" content="https://cdn.example.org/i.png"><title>ignored</title>',
      base,
      base,
    );
    expect(twitter).toMatchObject({ title: 'T', imageUrl: 'https://cdn.example.org/i.png' });
    const plain = previewFromHtml(
      '<TITLE>Just a title</TITLE><META NAME="Description" CONTENT="Words.">',
      base,
      base,
    );
    expect(plain).toEqual({
      url: base,
      title: 'Just a title',
      description: 'Words.',
      imageUrl: null,
      siteName: 'example.org',
    });
  });

  it('drops images that are not http(s)', () => {
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd'])
      expect(
        previewFromHtml(`<meta property="og:image" content="${image}">`, base, base).imageUrl,
      ).toBeNull();
  });

  it('caps lengths and survives broken markup', () => {
    const long = 'word '.repeat(400);
    const preview = previewFromHtml(
      `<head><title>${long}<meta property="og:description" content="${long}"><p <<<>`,
      base,
      base,
    );
    expect(preview.title?.length).toBeLessThanOrEqual(200);
    expect(preview.title?.endsWith('…')).toBe(true);
    expect((preview.description ?? '').length).toBeLessThanOrEqual(500);
  });
});
