import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Markup, Paragraph } from '@shared/content/paragraph-model';
import { CREATE_DRAFT } from '@server/test/kits/post-kit';
import type { PostData } from '@server/test/kits/post-kit';
import type { UserRow } from '@server/db/schema/users';
import { buildPost, buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * The draft that used to stall the server: three paragraphs of 2,000
 * characters, each with 1,000 overlapping markups (127 KB of JSON). It
 * rendered 57 MB of HTML per view. Stored as it was (a row written before
 * markups were normalised) it must still render at most the text's size more
 * than the same story without markups, on the page, AMP and the feed, and
 * quickly; written through the API it is stored in normal form.
 */
const TEXT_LENGTH = 2000;
const TYPES = ['STRONG', 'EM', 'CODE', 'HIGHLIGHT', 'QUOTE'] as const;
const TEXT = 'Overlapping markups everywhere. '.repeat(70).slice(0, TEXT_LENGTH);
// The story's text: what the markups may add at most, on top of the unmarked story.
const ALLOWED_GROWTH = 3 * TEXT_LENGTH;
// Was 4.9 s (page), 4.4 s (AMP), 8 s (feed); now tens of milliseconds.
const ALLOWED_MILLISECONDS = 1500;

const probeMarkups = (): Markup[] =>
  Array.from({ length: 1000 }, (_, index) => ({
    type: TYPES[index % TYPES.length] as Markup['type'],
    start: index,
    end: index + 1000,
  }));

const probeParagraphs = (withMarkups: boolean): Paragraph[] =>
  ['a001', 'a002', 'a003'].map((name) => ({
    name,
    type: 'P',
    text: TEXT,
    markups: withMarkups ? probeMarkups() : [],
  }));

let testApp: TestApp;
let writer: UserRow;
const surfaces = { probe: { page: '', amp: '' }, plain: { page: '', amp: '' } };

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  writer = await buildUser(db, { username: 'overlapper', name: 'Otto Overlapper' });
  for (const kind of ['probe', 'plain'] as const) {
    const post = await buildPost(db, {
      creatorId: writer.id,
      title: `The ${kind} story`,
      content: { paragraphs: probeParagraphs(kind === 'probe') },
    });
    surfaces[kind] = { page: `/@overlapper/${post.slug}-${post.id}`, amp: `/amp/p/${post.id}` };
  }
  // The first page render compiles the page's modules; time the renders after it.
  await testApp.request({ method: 'GET', url: surfaces.plain.page });
});

afterAll(async () => {
  await testApp.close();
});

async function timedGet(url: string) {
  const started = performance.now();
  const response = await testApp.request({ method: 'GET', url });
  const milliseconds = performance.now() - started;
  expect(response.statusCode, url).toBe(200);
  return { body: response.body, milliseconds };
}

/** The feed item of one story, as the HTML a reader shows. */
function feedItemHtml(xml: string, title: string): string {
  const items = DomUtils.getElementsByTagName('item', parseDocument(xml, { xmlMode: true }));
  const item = items.find((candidate) =>
    DomUtils.getElementsByTagName('title', candidate).some(
      (element) => DomUtils.textContent(element) === title,
    ),
  );
  const content = item && DomUtils.getElementsByTagName('content:encoded', item)[0];
  if (!content) throw new Error(`no feed item "${title}"`);
  return DomUtils.textContent(content);
}

describe('a story of three paragraphs with 1,000 overlapping markups each', () => {
  it('renders the story page within the text’s size of the unmarked story, quickly', async () => {
    const probe = await timedGet(surfaces.probe.page);
    const plain = await timedGet(surfaces.plain.page);
    expect(probe.body).toContain(TEXT.slice(0, 100));
    expect(probe.body.length - plain.body.length).toBeLessThanOrEqual(ALLOWED_GROWTH);
    expect(probe.milliseconds).toBeLessThan(ALLOWED_MILLISECONDS);
  });

  it('renders the AMP page within the text’s size of the unmarked story, quickly', async () => {
    const probe = await timedGet(surfaces.probe.amp);
    const plain = await timedGet(surfaces.plain.amp);
    expect(probe.body.length - plain.body.length).toBeLessThanOrEqual(ALLOWED_GROWTH);
    expect(probe.milliseconds).toBeLessThan(ALLOWED_MILLISECONDS);
  });

  it('renders the feed item within the text’s size of the unmarked story, quickly', async () => {
    const feed = await timedGet('/feed/@overlapper');
    const probe = feedItemHtml(feed.body, 'The probe story');
    const plain = feedItemHtml(feed.body, 'The plain story');
    expect(probe.length - plain.length).toBeLessThanOrEqual(ALLOWED_GROWTH);
    expect(feed.milliseconds).toBeLessThan(ALLOWED_MILLISECONDS);
  });

  it('leaves the health check answering while three anonymous views render at once', async () => {
    // The probe: three views together made /_/health wait 8.7 s.
    const views = Array.from({ length: 3 }, () => timedGet(surfaces.probe.page));
    const health = timedGet('/_/health');
    const [healthCheck, ...rendered] = await Promise.all([health, ...views]);
    expect(healthCheck?.milliseconds).toBeLessThan(ALLOWED_MILLISECONDS);
    for (const view of rendered) expect(view.milliseconds).toBeLessThan(ALLOWED_MILLISECONDS);
  });

  it('is stored in normal form when written through the API: one range per type', async () => {
    const author = await testApp.signIn(writer.id);
    const response = await testApp.graphql<{ createDraft: PostData }>(CREATE_DRAFT, {
      as: author,
      variables: {
        title: 'Written with overlaps',
        subtitle: '',
        content: { paragraphs: probeParagraphs(true) },
      },
    });
    expect(response.body.errors).toBeUndefined();
    const content = response.body.data?.createDraft.content as { paragraphs: Paragraph[] };
    const expected = [
      { type: 'STRONG', start: 0, end: 1995, href: null },
      { type: 'EM', start: 1, end: 1996, href: null },
      { type: 'CODE', start: 2, end: 1997, href: null },
      { type: 'HIGHLIGHT', start: 3, end: 1998, href: null },
      { type: 'QUOTE', start: 4, end: 1999, href: null },
    ];
    expect(content.paragraphs.map((paragraph) => paragraph.markups)).toEqual([
      expected,
      expected,
      expected,
    ]);
  });
});
