import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  expectNoDomHazards,
  armContext,
  feedHazards,
  openHostileReader,
  type HostileReader,
} from './hostile-reader';
import { createWriterApi, type DraftInput, type ParagraphInput } from './story-api';
import { buildPayloads, clip, hostileHrefs, type Payload } from './xss-payloads';

// Stories full of hostile strings are not meant to pass an accessibility audit. The hostile
// reader lets nothing leave the machine, so the AMP pages' runtime fails to load on purpose.
test.use({
  accessibilityAtEnd: false,
  expectedErrors: [
    {
      console: 'Failed to load resource: net::ERR_FAILED',
      url: 'https://cdn.ampproject.org/v0.js',
    },
  ],
});

const TEXT_TYPES = [
  'P', 'H1', 'H2', 'H3', 'H4', 'BQ', 'PQ', 'PRE', 'OLI', 'ULI', 'COVER_TITLE',
  'SECTION_CAPTION', 'MIXTAPE_EMBED', 'IMG',
] as const; // prettier-ignore
const PAYLOADS_PER_STORY = 24;

interface Image {
  id: string;
  width: number;
  height: number;
}

function markupsFor(text: string, index: number): ParagraphInput['markups'] {
  const third = Math.max(1, Math.floor(text.length / 3));
  return [
    { type: 'STRONG', start: 0, end: third },
    { type: 'EM', start: third, end: Math.min(text.length, 2 * third) },
    { type: 'A', start: 0, end: text.length, href: `https://example.com/safe/${index}` },
  ];
}

function paragraphFor(payload: Payload, index: number, image: Image, alt: Payload): ParagraphInput {
  const type = TEXT_TYPES[index % TEXT_TYPES.length] ?? 'P';
  const paragraph: ParagraphInput = {
    name: `x${index}`,
    type,
    text: payload.text,
    markups: markupsFor(payload.text, index),
  };
  if (type === 'IMG')
    paragraph.metadata = {
      id: image.id,
      originalWidth: image.width,
      originalHeight: image.height,
      alt: clip(alt.text, 1000),
    };
  if (type === 'MIXTAPE_EMBED') paragraph.mixtapeMetadata = { href: 'https://example.com/card' };
  return paragraph;
}

/** Every payload of the chunk in full as a paragraph; the short fields get them clipped. */
function draftFor(chunk: Payload[], image: Image): DraftInput {
  const at = (index: number) => chunk[index % chunk.length] as Payload;
  return {
    title: clip(at(0).text, 200),
    subtitle: clip(at(1).text, 300),
    paragraphs: chunk.map((payload, index) => paragraphFor(payload, index, image, at(index + 5))),
  };
}

function settingsFor(chunk: Payload[]) {
  const at = (index: number) => (chunk[index % chunk.length] as Payload).text;
  return {
    seoTitle: clip(at(2), 120),
    seoDescription: clip(at(3), 320),
    previewTitle: clip(at(4), 200),
    previewSubtitle: clip(at(5), 300),
  };
}

function tagsFor(chunk: Payload[]): string[] {
  return chunk.slice(6, 11).map((payload) => clip(payload.text, 25).trim() || 'tag');
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    result.push(items.slice(index, index + size));
  return result;
}

/** Reads every published story as a logged-out visitor: page, AMP page and the feed. */
async function readAsVisitor(
  browser: Browser,
  baseURL: string,
  stories: Array<{ id: string; url: string }>,
  username: string,
) {
  const reader = await openHostileReader(browser, baseURL);
  const { page } = reader;
  for (const story of stories) {
    await page.goto(story.url);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 15_000,
    });
    await expect(page.locator('article')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoDomHazards(page, 'article');

    const amp = await page.goto(`/amp/p/${story.id}`);
    expect(amp?.status(), `/amp/p/${story.id}`).toBe(200);
    await page.waitForLoadState('networkidle');
    await expectNoDomHazards(page, 'body');
  }

  const feedResponse = await page.goto(`/feed/@${username}`);
  expect(feedResponse?.status()).toBe(200);
  const xml = await feedResponse!.text();
  const { items, ...hazards } = await feedHazards(page, xml);
  expect(items).toBe(stories.length);
  expect(hazards, 'the feed').toEqual({ scripts: [], handlers: [], urls: [], foreignScripts: [] });
  await expectQuiet(reader);
  // Each story page sent its error reports when the reader left it for the AMP page.
  expect(await reportedErrors(reader), 'errors the story pages reported').toEqual([]);
  await reader.context.close();
}

/** What the reader's pages reported to /_/oh-noes (a hydration mismatch shows up here). */
async function reportedErrors(reader: HostileReader): Promise<string[]> {
  const visitor = (await reader.context.cookies()).find((cookie) => cookie.name === 'uid');
  expect(visitor, 'the reader has a visitor id').toBeDefined();
  const response = await reader.page.request.get(
    `/_/test/client-errors?userId=${encodeURIComponent(visitor!.value)}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as string[];
}

async function expectQuiet(
  reader: Pick<HostileReader, 'markerCalls' | 'dialogs' | 'foreignRequests'>,
) {
  expect(reader.markerCalls, 'payloads that ran').toEqual([]);
  expect(reader.dialogs, 'dialogs that opened').toEqual([]);
  expect(reader.foreignRequests, 'requests that left the site').toEqual([]);
}

test('hostile text sent through the API is stored as text and never runs for a reader', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const session = await signIn({ name: 'Mallory Writer' });
  const api = createWriterApi(page.request, session);
  const image = await api.uploadJpeg(64, 48);
  const payloads = buildPayloads('a');
  expect(payloads.length).toBeGreaterThanOrEqual(200);
  const countsBefore = await api.storyCounts();

  const stories: Array<{ id: string; url: string }> = [];
  for (const [storyIndex, chunk] of chunks(payloads, PAYLOADS_PER_STORY).entries()) {
    const draft = draftFor(chunk, image);
    await expectHostileHrefsRefused(api, draft, storyIndex);

    const created = await api.createDraft(draft);
    expect(created.errors, 'a story of hostile text is accepted as text').toBeUndefined();
    const id = created.data!.createDraft.id;
    const settings = await api.updateSettings(id, settingsFor(chunk));
    expect(settings.errors).toBeUndefined();
    const refusedCanonical = await api.updateSettings(id, {
      canonicalUrl: `javascript:__xss('${chunk[0]!.id}c')`,
    });
    expect(refusedCanonical.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    stories.push({ id, url: await api.publish(id, tagsFor(chunk)) });
  }
  // Refused drafts left nothing behind: only the published stories were added.
  expect(await api.storyCounts()).toEqual({
    ...countsBefore,
    public: (countsBefore.public ?? 0) + stories.length,
  });

  await readAsVisitor(browser, baseURL!, stories, session.username);
});

/** The story's first link, and its link card and embed, with hostile addresses: all refused. */
async function expectHostileHrefsRefused(
  api: ReturnType<typeof createWriterApi>,
  draft: DraftInput,
  storyIndex: number,
) {
  const all = hostileHrefs(`h${storyIndex}`);
  const hrefs = storyIndex === 0 ? all : [all[storyIndex % all.length] as string];
  for (const href of hrefs) {
    const variants: ParagraphInput[][] = [
      draft.paragraphs.map((paragraph, index) =>
        index === 0
          ? {
              ...paragraph,
              markups: [{ type: 'A', start: 0, end: paragraph.text.length, href }],
            }
          : paragraph,
      ),
      [{ name: 'm1', type: 'MIXTAPE_EMBED', text: 'card', mixtapeMetadata: { href } }],
      [{ name: 'f1', type: 'IFRAME', text: '', iframe: { src: href, width: 640, height: 360 } }],
    ];
    for (const paragraphs of variants) {
      const answer = await api.createDraft({ ...draft, paragraphs });
      expect(answer.data ?? null, `${JSON.stringify(href)} must not be saved`).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(href)).toBe('BAD_REQUEST');
    }
  }
}

const EDITOR_SAMPLE = [0, 3, 6, 17, 36, 37, 38];

async function publishFromEditor(page: Page): Promise<string> {
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish story' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).not.toHaveURL(/\/edit$/, { timeout: 15_000 });
  await expect(page.locator('article')).toBeVisible();
  return page.url();
}

function postIdOf(url: string): string {
  const match = /([0-9a-f]+)(?:\?.*)?$/.exec(url);
  if (!match?.[1]) throw new Error(`no story id in ${url}`);
  return match[1];
}

test('hostile text typed and pasted in the editor is stored as text and never runs', async ({
  page,
  signIn,
  visit,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const writer = {
    markerCalls: [] as string[],
    dialogs: [] as string[],
    foreignRequests: [] as string[],
  };
  await armContext(page.context(), writer, new URL(baseURL!).origin);
  page.on('dialog', (dialog) => {
    writer.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const session = await signIn({ name: 'Mallory Typist' });
  const stories: Array<{ id: string; url: string }> = [];

  // Door 2: the keyboard.
  const typed = buildPayloads('e').filter((_, index) => EDITOR_SAMPLE.includes(index));
  await visit('/new-story', { accessibility: false });
  await page.getByRole('textbox', { name: 'Title', exact: true }).click();
  await page.keyboard.type(typed[0]!.text);
  const body = page.getByRole('textbox', { name: 'Story', exact: true });
  await body.click();
  for (const payload of typed.slice(1)) {
    await page.keyboard.type(payload.text);
    await page.keyboard.press('Enter');
  }
  await expect(body).toContainText("__xss('e38')");
  const typedUrl = await publishFromEditor(page);
  stories.push({ id: postIdOf(typedUrl), url: typedUrl });

  // Door 3: paste, 16 payloads per story.
  const pasted = buildPayloads('v')
    .filter((payload) => payload.text.length < 400)
    .slice(0, 32);
  expect(pasted.length).toBeGreaterThanOrEqual(30);
  for (const batch of chunks(pasted, 16)) {
    await visit('/new-story', { accessibility: false });
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Pasted from elsewhere');
    const editor = page.getByRole('textbox', { name: 'Story', exact: true });
    await editor.click();
    for (const payload of batch) {
      await editor.evaluate((element, html) => {
        const data = new DataTransfer();
        data.setData('text/html', `<p>${html}</p>`);
        data.setData('text/plain', html);
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, payload.text);
      await page.keyboard.press('Enter');
    }
    await expect(editor).toContainText(/hover|js link/);
    const url = await publishFromEditor(page);
    stories.push({ id: postIdOf(url), url });
  }
  await expectQuiet(writer);

  await readAsVisitor(browser, baseURL!, stories, session.username);
});
