import { print } from 'graphql';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paragraph } from '@shared/content/paragraph-model';
import type { ShippedResult } from '@shared/ssr-contract';
import { restoreParagraphs } from '@client/graphql/shipped-paragraphs';
import { POST_QUERY } from '@client/screens/post/post-query';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * What a page hands the browser for hydration: each operation's result once,
 * the story's text not a second time beside the HTML, and only the flags the
 * browser's code reads.
 */
let testApp: TestApp;
let storyPath: string;
let storyId: string;

const TITLE = 'A walk through the state';
// A <pre>'s leading newline is dropped by the HTML parser: this text cannot come back from the page.
const LEADING_NEWLINE = paragraph('PRE', '\nindented after a blank line');
const PARAGRAPHS: Paragraph[] = [
  paragraph('H3', TITLE),
  paragraph('P', 'Plain words & <angle> "quotes" that the page escapes.', {
    markups: [
      { type: 'STRONG', start: 0, end: 5 },
      { type: 'A', start: 6, end: 11, href: 'https://example.org/' },
    ],
  }),
  paragraph('H4', 'A small heading'),
  paragraph('BQ', 'A quoted line\nwith a second line.'),
  paragraph('PRE', 'const answer = 42;\n  return answer;'),
  paragraph('OLI', 'First item'),
  paragraph('OLI', 'Second item'),
  paragraph('ULI', 'A bullet'),
  paragraph('P', 'Ends with an emoji 🌷 and a non-breaking\u00a0space.'),
  LEADING_NEWLINE,
];

function shippedResults(html: string): ShippedResult[] {
  const match = /window\.__APOLLO_STATE__=(.*?);<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no results in page');
  return JSON.parse(match[1]) as ShippedResult[];
}

/** The text of every element marked with a paragraph name, as the browser reads it. */
function pageTexts(html: string): Map<string, string> {
  const elements = DomUtils.findAll(
    (element) => element.attribs['data-paragraph-name'] !== undefined,
    parseDocument(html).children,
  );
  return new Map(
    elements.map((element) => [
      element.attribs['data-paragraph-name'] ?? '',
      DomUtils.textContent(element),
    ]),
  );
}

/** The data without the __typename fields the page's cache asks for. */
function withoutTypenames(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, item: unknown) => (key === '__typename' ? undefined : item)),
  );
}

function paragraphsOf(results: ShippedResult[]): { name: string; text?: string }[] {
  const post = results.find((result) => result.operation === 'PostScreen')?.data as {
    postResult: { content: { paragraphs: { name: string; text?: string }[] } };
  };
  return post.postResult.content.paragraphs;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const writer = await buildUser(db, { username: 'stateful', name: 'Stella State' });
  const post = await buildPost(db, {
    creatorId: writer.id,
    title: TITLE,
    content: { paragraphs: PARAGRAPHS },
  });
  storyPath = `/@stateful/${post.slug}-${post.id}`;
  storyId = post.id;
});

afterAll(async () => {
  await testApp.close();
});

async function storyPage(): Promise<string> {
  const response = await testApp.request({ method: 'GET', url: storyPath });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('the state a story page hands the browser', () => {
  it('holds the shell and the story, each once, as the schema returned them', async () => {
    const results = shippedResults(await storyPage());
    expect(results.map((result) => result.operation)).toEqual(['Shell', 'PostScreen']);
    const story = results[1]?.data as { postResult: { __typename: string; title: string } };
    expect(story.postResult.__typename).toBe('Post');
    expect(story.postResult.title).toBe(TITLE);
  });

  it('leaves out every paragraph text the HTML shows, and the page gives each back exactly', async () => {
    const html = await storyPage();
    const results = shippedResults(html);
    const shown = paragraphsOf(results).filter(
      (item) => pageTexts(html).has(item.name) && item.name !== LEADING_NEWLINE.name,
    );
    // Everything but the title paragraph, which the header shows, and the one kept.
    expect(shown).toHaveLength(PARAGRAPHS.length - 2);
    for (const item of shown) expect(item.text, item.name).toBeUndefined();
    // Once, in the page: not again in the state beside it.
    expect(html.split('Ends with an emoji')).toHaveLength(2);

    // Empty fields are left out too.
    expect(JSON.stringify(results)).not.toContain('"mixtapeMetadata":null');

    restoreParagraphs(results, () => pageTexts(html));
    const restored = paragraphsOf(results).map(({ name, text }) => ({ name, text }));
    expect(restored).toEqual(PARAGRAPHS.map(({ name, text }) => ({ name, text })));
  });

  it('gives the browser, once put back together, what the story query answers', async () => {
    const html = await storyPage();
    const results = shippedResults(html);
    restoreParagraphs(results, () => pageTexts(html));
    const { body } = await testApp.graphql<Record<string, unknown>>(print(POST_QUERY), {
      variables: { id: storyId },
    });
    expect(withoutTypenames(results[1]?.data)).toEqual(withoutTypenames(body.data));
  });

  it('keeps a text the HTML parser would change, and the title the page shows only as a heading', async () => {
    const paragraphs = paragraphsOf(shippedResults(await storyPage()));
    const kept = (name: string | undefined) => paragraphs.find((item) => item.name === name)?.text;
    expect(kept(PARAGRAPHS[0]?.name)).toBe(TITLE);
    expect(kept(LEADING_NEWLINE.name)).toBe('\nindented after a blank line');
  });

  it('ships only the flags the browser reads', async () => {
    const html = await storyPage();
    const shell = shippedResults(html)[0]?.data as { variantFlags: { name: string }[] };
    const names = shell.variantFlags.map((flag) => flag.name);
    expect(names).toContain('enable_lite_post');
    expect(names).toContain('enable_new_susi_modal');
    for (const serverOnly of [
      'enable_post_page_curation_tools',
      'optimizely_holdback',
      'remove_stars_ui',
      'make_nav_sticky',
    ]) {
      expect(names).not.toContain(serverOnly);
      expect(html).not.toContain(serverOnly);
    }
  });
});
