import { expect, test } from '../fixtures';
import { normalizeUrl, type Visit } from './crawl/crawler';
import { findUrls } from './crawl/find-urls';
import { judgeCrawls } from './crawl/verdict';

/**
 * The link check's own rules, on documents and crawls made up here: what it
 * finds in a page, a feed and a sitemap, which URLs it takes for one, and
 * that its list of later targets can only shrink.
 */
const ORIGIN = 'https://quire.test';
const visit = (path: string, status: number): Visit => ({
  url: ORIGIN + path,
  status,
  depth: 1,
  foundOn: [`${ORIGIN}/`],
});
const LATER = [
  { path: '/membership', capability: 'membership' },
  { path: '/tag/*', capability: 'tags' },
];

test('a dead link fails the check unless a later capability is listed for it', () => {
  const problems = judgeCrawls(
    [
      {
        label: 'logged out',
        visits: [visit('/membership', 404), visit('/tag/a', 404), visit('/help', 404)],
      },
    ],
    LATER,
    ORIGIN,
  );
  expect(problems).toEqual(['dead link: 404 /help (logged out; found on /)']);
});

test('a listed target that answers now, or that nothing links to, fails the check: the list only shrinks', () => {
  const problems = judgeCrawls(
    [{ label: 'signed in', visits: [visit('/tag/a', 404), visit('/tag/b', 200)] }],
    LATER,
    ORIGIN,
  );
  expect(problems).toEqual([
    '/tag/* (tags) answers now: remove it from LATER_TARGETS — 200 /tag/b (signed in; found on /)',
    'nothing links to /membership (membership) any more: remove it from LATER_TARGETS',
  ]);
});

test('one request per target: fragments, tracking and where-to-go-next parameters are dropped', () => {
  expect(normalizeUrl(`${ORIGIN}/p/1?utm_source=x&source=home&b=2&a=1#claps`)).toBe(
    `${ORIGIN}/p/1?a=1&b=2`,
  );
  expect(normalizeUrl(`${ORIGIN}/m/signin?redirect=%2Fp%2F1&operation=register`)).toBe(
    `${ORIGIN}/m/signin?operation=register`,
  );
});

test('a page’s links, images, srcset, head links, social images and JSON-LD URLs are all found', () => {
  const html = `<!doctype html><html><head>
    <link rel="canonical" href="${ORIGIN}/p/1"><link rel="icon" href="/favicon.ico">
    <meta property="og:image" content="${ORIGIN}/card.png"><meta name="twitter:image" content="/tw.png">
    <script type="application/ld+json">{"publisher":{"logo":{"url":"${ORIGIN}/logo.png"}},"name":"x"}</script>
    </head><body><a href="/@ada">Ada</a><a href="#main">skip</a><a href="mailto:a@b.c">mail</a>
    <img src="/media/a" srcset="/media/b 2x, /media/c 700w"><link rel="preload" imagesrcset="/media/d 1x">
    </body></html>`;
  expect(findUrls(html, 'text/html; charset=utf-8', `${ORIGIN}/p/1`).sort()).toEqual(
    [
      '/p/1',
      '/favicon.ico',
      '/card.png',
      '/tw.png',
      '/logo.png',
      '/@ada',
      '/media/a',
      '/media/b',
      '/media/c',
      '/media/d',
    ]
      .map((path) => ORIGIN + path)
      .sort(),
  );
});

test('feed items, their enclosures and the links in their content are found, and sitemap entries', () => {
  const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><link>${ORIGIN}/</link>
    <item><title>a</title><link>${ORIGIN}/p/1</link><guid isPermaLink="false">x</guid>
    <description><![CDATA[<a href="${ORIGIN}/@ada">Ada</a>]]></description>
    <enclosure url="${ORIGIN}/media/e" length="1" type="image/png"/></item></channel></rss>`;
  const found = findUrls(rss, 'application/rss+xml', `${ORIGIN}/feed`);
  for (const path of ['/', '/p/1', '/@ada', '/media/e']) expect(found).toContain(ORIGIN + path);
  const sitemap = `<?xml version="1.0"?><urlset><url><loc>${ORIGIN}/p/1</loc></url><url><loc>${ORIGIN}/p/2</loc></url></urlset>`;
  expect(findUrls(sitemap, 'application/xml', `${ORIGIN}/sitemap-stories-1.xml`)).toEqual([
    `${ORIGIN}/p/1`,
    `${ORIGIN}/p/2`,
  ]);
});
