import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paragraph } from '@shared/content/paragraph-model';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * The outline of a story on every surface: the title is the page's h1 and the
 * story's big (H3) and small (H4) headings follow it without skipping a level,
 * even when the story starts with a small heading; in a feed item, whose
 * title the reader shows above it, the content's headings start at h2.
 */
let testApp: TestApp;

const TITLE = 'Notes on an outline';
const STORIES: Record<string, Paragraph[]> = {
  'small heading first': [
    paragraph('H3', TITLE),
    paragraph('P', 'Opening words.'),
    paragraph('H4', 'A small heading before any big one'),
    paragraph('P', 'More words.'),
    paragraph('H4', 'Another small one'),
    paragraph('H3', 'A big heading'),
    paragraph('H4', 'Under the big heading'),
  ],
  'big and small headings': [
    paragraph('H3', 'Where it starts'),
    paragraph('H4', 'The first step'),
    paragraph('P', 'Words.'),
    paragraph('H4', 'The second step'),
    paragraph('H3', 'Where it ends'),
  ],
};

interface Heading {
  level: number;
  text: string;
}

function headingsOf(html: string): Heading[] {
  const document = parseDocument(html);
  return DomUtils.findAll((element) => /^h[1-6]$/.test(element.name), document.children).map(
    (element) => ({ level: Number(element.name.slice(1)), text: DomUtils.textContent(element) }),
  );
}

/** Every heading at most one level below the one before it, starting from `first`. */
function expectGapless(headings: Heading[], first: number) {
  expect(headings[0]?.level).toBe(first);
  headings.reduce((previous, heading) => {
    expect(heading.level, `"${heading.text}" after h${previous}`).toBeLessThanOrEqual(previous + 1);
    return heading.level;
  }, first - 1);
}

const paths = new Map<string, { page: string; amp: string }>();

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://quire.test' });
  const db = testApp.database.db;
  const writer = await buildUser(db, { username: 'outliner', name: 'Olive Outliner' });
  for (const [name, paragraphs] of Object.entries(STORIES)) {
    const post = await buildPost(db, {
      creatorId: writer.id,
      title: name === 'small heading first' ? TITLE : name,
      content: { paragraphs },
    });
    paths.set(name, { page: `/@outliner/${post.slug}-${post.id}`, amp: `/amp/p/${post.id}` });
  }
});

afterAll(async () => {
  await testApp.close();
});

const get = async (url: string) => {
  const response = await testApp.request({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

describe('the heading outline of a story with big and small headings', () => {
  for (const name of Object.keys(STORIES)) {
    it(`has no gap on the story page: ${name}`, async () => {
      const headings = headingsOf(await get(paths.get(name)?.page ?? ''));
      expectGapless(headings, 1);
      expect(headings.filter((heading) => heading.level === 1)).toHaveLength(1);
    });

    it(`has no gap on the AMP page: ${name}`, async () => {
      expectGapless(headingsOf(await get(paths.get(name)?.amp ?? '')), 1);
    });
  }

  it('starts each feed item at h2 and skips no level', async () => {
    const feed = parseDocument(await get('/feed/@outliner'), { xmlMode: true });
    const items = DomUtils.getElementsByTagName('item', feed);
    expect(items).toHaveLength(Object.keys(STORIES).length);
    for (const item of items) {
      const content = DomUtils.getElementsByTagName('content:encoded', item)[0];
      const headings = headingsOf(content ? DomUtils.textContent(content) : '');
      expectGapless(headings, 2);
      expect(headings.map((heading) => heading.text)).not.toContain(TITLE);
    }
  });

  it('shows the small heading that opens a story one level below the title', async () => {
    const headings = headingsOf(await get(paths.get('small heading first')?.page ?? ''));
    const story = headings.slice(headings.findIndex((heading) => heading.text === TITLE));
    expect(story.slice(0, 5)).toEqual([
      { level: 1, text: TITLE },
      { level: 2, text: 'A small heading before any big one' },
      { level: 2, text: 'Another small one' },
      { level: 2, text: 'A big heading' },
      { level: 3, text: 'Under the big heading' },
    ]);
  });
});
