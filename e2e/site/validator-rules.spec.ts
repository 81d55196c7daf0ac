import { expect, test } from '../fixtures';
import { jsonFeedProblems, rssProblems } from './validators/feed-checks';
import { checkHtml } from './validators/nu-html-checker';
import { testStructuredData } from './validators/structured-data';

/**
 * The outside validators do find faults, each in the document it belongs to:
 * made-up broken documents must not pass.
 */
const ORIGIN = 'https://quire.test';

test('the Nu Html Checker reports an error against the document that has it, and none against a valid one', async () => {
  const valid =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fine</title></head><body><p>Fine</p></body></html>';
  const broken =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Twice</title></head><body><p id="a">1</p><p id="a">2</p></body></html>';
  const [first, second] = await checkHtml([
    { name: 'valid', html: valid },
    { name: 'broken', html: broken },
  ]);
  expect(first?.errors).toEqual([]);
  expect(second?.errors.map((error) => error.message)).toEqual(['Duplicate ID “a”.']);
});

test('an RSS item without an author or a link, and a JSON Feed item without content, are reported', () => {
  const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><link>${ORIGIN}/</link>
    <language>en</language><atom:link xmlns:atom="http://www.w3.org/2005/Atom" href="${ORIGIN}/feed" rel="self"/>
    <item><title>Lonely</title><guid>g</guid><pubDate>Mon, 23 Nov 2026 21:32:37 GMT</pubDate>
    <description>d</description></item></channel></rss>`;
  expect(rssProblems(rss, ORIGIN)).toEqual(['item “Lonely” lacks link, author, content']);

  const json = JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: 't',
    home_page_url: `${ORIGIN}/`,
    feed_url: `${ORIGIN}/feed/json`,
    language: 'en',
    items: [
      {
        id: 'x',
        url: `${ORIGIN}/p/1`,
        title: 'Empty',
        summary: 's',
        date_published: '2026-11-23T21:32:37.379Z',
        authors: [{ name: 'Ada' }],
      },
    ],
  });
  expect(jsonFeedProblems(json, ORIGIN)).toEqual([
    'items.0.content_html: Invalid input: expected string, received undefined',
  ]);
});

test('an Article without a publisher logo fails Google’s preset', async () => {
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: 'h',
    image: [`${ORIGIN}/card.png`],
    datePublished: '2026-11-23T21:32:37.379Z',
    author: { '@type': 'Person', name: 'Ada' },
    publisher: { '@type': 'Organization', name: 'Quire' },
  };
  const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(article)}</script></head><body></body></html>`;
  const result = await testStructuredData(html, { schemas: ['Article'] });
  expect(result.failed.map((failure) => failure.test)).toEqual(
    expect.arrayContaining(['Article[0].publisher.logo', 'Article[0].publisher.logo.url']),
  );
});
