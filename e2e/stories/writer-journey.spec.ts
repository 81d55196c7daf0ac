import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test, type TestSession } from '../fixtures';
import { E2E_LINK_PREVIEW_PORT, serveOpenGraphPage } from '../support/open-graph-page';
import { publishStoryByApi, storyForEditing, type SavedParagraph } from '../support/story-graphql';

/**
 * A writer's whole journey, driven the way a person writes: keyboard, the
 * selection toolbar, the "+" menu and the dialogs.
 */

const LINK = 'https://example.com/garden';
const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIDEO_SRC = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const MARKED = 'Plain words with bold, italic, a link and code.';
const PREVIEW_REFUSED = 'We couldn\u2019t load a preview for this link.';
const DELETED = 'This story was deleted by its author.';

function storyBody(page: Page) {
  return page.getByRole('textbox', { name: 'Story', exact: true });
}

function toolbarButton(page: Page, name: string) {
  return page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name });
}

/** Selects `word` in the current one-line paragraph with the keyboard. */
async function selectWord(page: Page, line: string, word: string) {
  const start = line.indexOf(word);
  await page.keyboard.press('Home');
  for (let i = 0; i < start; i += 1) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < word.length; i += 1) await page.keyboard.press('Shift+ArrowRight');
}

/** Lets the editor finish handing focus back (TipTap restores the selection on the next frame). */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** End, then a moment for the editor to read where the caret went, as a person's pause gives it. */
async function endOfLine(page: Page) {
  await page.keyboard.press('End');
  await nextFrames(page);
}

async function openInsertMenu(page: Page) {
  await page.getByRole('button', { name: 'Add an image, embed, code block or separator' }).click();
  return page.getByRole('group', { name: 'Insert' });
}

function range(type: string, word: string, href: string | null = null) {
  const start = MARKED.indexOf(word);
  return { type, start, end: start + word.length, href };
}

async function waitForSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
}

async function loggedOutPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

function postIdOf(page: Page): string {
  const match = /\/p\/([0-9a-f]+)\/edit$/.exec(page.url());
  if (!match?.[1]) throw new Error(`Not an editor URL: ${page.url()}`);
  return match[1];
}

test('a writer uses every paragraph type and markup, reloads to find every keystroke, publishes with topics, and a logged-out reader finds the story at its canonical URL', async ({
  page,
  signIn,
  visit,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const privatePage = await serveOpenGraphPage();
  const ogPage = await serveOpenGraphPage({ port: E2E_LINK_PREVIEW_PORT });
  const session: TestSession = await signIn({ name: 'Juniper Journey' });
  await visit('/new-story');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Every kind of paragraph');
  await page.getByRole('textbox', { name: 'Subtitle' }).fill('A tour of the editor');
  await storyBody(page).click();

  // Big heading by Markdown input, small heading from the toolbar.
  await page.keyboard.type('# Big heading');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Small heading');
  await page.keyboard.press('Shift+Home');
  await toolbarButton(page, 'Small heading').click();
  await expect(storyBody(page).locator('h4')).toHaveText('Small heading');
  await endOfLine(page);
  await page.keyboard.press('Enter');

  // A paragraph with every markup, each from the selection toolbar.
  await page.keyboard.type(MARKED);
  await selectWord(page, MARKED, 'bold');
  await toolbarButton(page, 'Bold').click();
  await selectWord(page, MARKED, 'italic');
  await toolbarButton(page, 'Italic').click();
  await selectWord(page, MARKED, 'code');
  await toolbarButton(page, 'Code').click();
  await selectWord(page, MARKED, 'link');
  await toolbarButton(page, 'Link').click();
  await page.getByRole('textbox', { name: 'Link address' }).fill(LINK);
  await page.keyboard.press('Enter');
  // Applying the link hands the caret back to the text, with the link still selected.
  await expect(storyBody(page)).toBeFocused();
  await expect(toolbarButton(page, 'Link')).toHaveAttribute('aria-pressed', 'true');
  await nextFrames(page);
  await expect(storyBody(page).getByRole('link', { name: 'link' })).toHaveAttribute('href', LINK);
  await endOfLine(page);
  await page.keyboard.press('Enter');

  // Quote by Markdown input, pull quote by pressing Quote twice.
  await page.keyboard.type('> A quoted line');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A pull quote');
  await page.keyboard.press('Shift+Home');
  await toolbarButton(page, 'Quote').click();
  await toolbarButton(page, 'Quote').click();
  await expect(storyBody(page).locator('blockquote[data-pull-quote]')).toHaveText('A pull quote');
  await endOfLine(page);
  await page.keyboard.press('Enter');

  // A code block from the "+" menu; three Enters leave it.
  await (await openInsertMenu(page)).getByRole('button', { name: 'Code block' }).click();
  // As a person would, type once the empty code block is there and the caret is back in it.
  await expect(storyBody(page).locator('pre')).toBeVisible();
  await expect(storyBody(page)).toBeFocused();
  await page.keyboard.type('const answer = 42;');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // Lists by Markdown input; Enter on an empty item leaves the list.
  await page.keyboard.type('1. First step');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second step');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('* Apples');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pears');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  await (await openInsertMenu(page)).getByRole('button', { name: 'Separator' }).click();
  await expect(storyBody(page).locator('hr')).toHaveCount(1);

  // An image from the "+" menu, with a caption.
  const png = await sharp({
    create: { width: 48, height: 32, channels: 3, background: '#3a7d44' },
  })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await (await openInsertMenu(page)).getByRole('button', { name: 'Image' }).click();
  await (await chooser).setFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: png });
  await expect(storyBody(page).locator('figure img')).toBeVisible();
  await page.keyboard.type('A green leaf');
  await page.keyboard.press('Enter');

  // A YouTube link becomes an allow-listed player.
  await (await openInsertMenu(page)).getByRole('button', { name: 'Embed' }).click();
  const embedField = page.getByRole('textbox', { name: 'Address of a video or page to embed' });
  await embedField.fill(VIDEO_URL);
  await embedField.press('Enter');
  await expect(
    storyBody(page).getByText('Embedded player: www.youtube-nocookie.com'),
  ).toBeVisible();
  await page.keyboard.type('A video');
  await page.keyboard.press('Enter');

  // A page on a private address: the server's fetcher refuses it, and says so.
  await (await openInsertMenu(page)).getByRole('button', { name: 'Embed' }).click();
  await embedField.fill(privatePage.url);
  await embedField.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: PREVIEW_REFUSED })).toBeVisible();
  await embedField.press('Escape');
  await privatePage.close();

  // A page the fetcher may reach: its OpenGraph data becomes the card.
  await (await openInsertMenu(page)).getByRole('button', { name: 'Embed' }).click();
  await embedField.fill(ogPage.url);
  await embedField.press('Enter');
  await expect(storyBody(page).locator('.story-mixtape')).toContainText(ogPage.title);
  await expect(storyBody(page).locator('.story-mixtape')).toContainText(ogPage.description);
  await expect(storyBody(page)).toBeFocused();
  await nextFrames(page);
  await ogPage.close();
  await page.keyboard.press('Enter');
  await page.keyboard.type('The end.');

  await waitForSaved(page);
  await expectAccessible(page);
  const postId = postIdOf(page);

  const expected: Array<Partial<SavedParagraph>> = [
    { type: 'H3', text: 'Big heading', markups: [] },
    { type: 'H4', text: 'Small heading', markups: [] },
    {
      type: 'P',
      text: MARKED,
      markups: [
        range('STRONG', 'bold'),
        range('EM', 'italic'),
        range('A', 'link', LINK),
        range('CODE', 'code'),
      ],
    },
    { type: 'BQ', text: 'A quoted line', markups: [] },
    { type: 'PQ', text: 'A pull quote', markups: [] },
    { type: 'PRE', text: 'const answer = 42;', markups: [] },
    { type: 'OLI', text: 'First step', markups: [] },
    { type: 'OLI', text: 'Second step', markups: [] },
    { type: 'ULI', text: 'Apples', markups: [] },
    { type: 'ULI', text: 'Pears', markups: [] },
    { type: 'HR', text: '', markups: [] },
    { type: 'IMG', text: 'A green leaf', markups: [] },
    { type: 'IFRAME', text: 'A video', markups: [], iframe: { src: VIDEO_SRC } },
    {
      type: 'MIXTAPE_EMBED',
      text: `${ogPage.title}\n${ogPage.description}`,
      markups: [{ type: 'STRONG', start: 0, end: ogPage.title.length, href: null }],
      mixtapeMetadata: { href: ogPage.url },
    },
    { type: 'P', text: 'The end.', markups: [] },
  ];
  const summary = (paragraphs: SavedParagraph[]) =>
    paragraphs.map(({ type, text, markups, iframe, mixtapeMetadata }) => ({
      type,
      text,
      markups,
      ...(iframe ? { iframe } : {}),
      ...(mixtapeMetadata ? { mixtapeMetadata } : {}),
    }));

  // Reload: the editor shows what the server kept, keystroke for keystroke.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Every kind of paragraph',
  );
  await expect(page.getByRole('textbox', { name: 'Subtitle' })).toHaveValue('A tour of the editor');
  const saved = await storyForEditing(page, session, postId);
  expect(summary(saved.paragraphs)).toEqual(expected);
  const image = saved.paragraphs.find((paragraph) => paragraph.type === 'IMG');
  expect(image?.metadata).toMatchObject({ originalWidth: 48, originalHeight: 32 });
  const body = storyBody(page);
  await expect(body.locator('h3')).toHaveText('Big heading');
  await expect(body.locator('h4')).toHaveText('Small heading');
  await expect(body.locator('strong', { hasText: 'bold' })).toHaveCount(1);
  await expect(body.locator('em')).toHaveText('italic');
  await expect(body.locator('p code')).toHaveText('code');
  await expect(body.getByRole('link', { name: 'link' })).toHaveAttribute('href', LINK);
  await expect(body.locator('pre')).toHaveText('const answer = 42;');
  await expect(body.locator('ol li')).toHaveText(['First step', 'Second step']);
  await expect(body.locator('ul li')).toHaveText(['Apples', 'Pears']);
  await expect(body.locator('figure figcaption').first()).toHaveText('A green leaf');

  // Publish with topics through the dialog.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish story' });
  const topics = dialog.getByRole('textbox', { name: 'Topics' });
  await topics.fill('Editors');
  await topics.press('Enter');
  await topics.fill('Writing tips');
  await topics.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).not.toHaveURL(/\/edit$/, { timeout: 15_000 });
  const canonicalPath = new URL(page.url()).pathname;
  expect(canonicalPath).toMatch(
    new RegExp(`^/@${session.username}/every-kind-of-paragraph-${postId}$`),
  );

  // Logged out: /p/{id} answers 301 to the canonical URL, which shows everything.
  const reader = await loggedOutPage(browser, baseURL);
  const short = await reader.page.request.get(`/p/${postId}`, { maxRedirects: 0 });
  expect(short.status()).toBe(301);
  expect(new URL(short.headers().location ?? '', 'http://x').pathname).toBe(canonicalPath);
  const response = await reader.page.goto(`/p/${postId}`);
  expect(response?.status()).toBe(200);
  expect(new URL(reader.page.url()).pathname).toBe(canonicalPath);
  await expect(reader.page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectAccessible(reader.page);
  const article = reader.page.locator('article');
  await expect(
    reader.page.getByRole('heading', { level: 1, name: 'Every kind of paragraph' }),
  ).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Big heading' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 3, name: 'Small heading' })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'bold' })).toBeVisible();
  await expect(article.locator('em', { hasText: 'italic' })).toBeVisible();
  await expect(article.locator('p code')).toHaveText('code');
  await expect(article.getByRole('link', { name: 'link', exact: true })).toHaveAttribute(
    'href',
    LINK,
  );
  await expect(article.locator('blockquote')).toHaveText(['A quoted line', 'A pull quote']);
  await expect(article.locator('pre')).toHaveText('const answer = 42;');
  await expect(article.locator('ol > li')).toHaveText(['First step', 'Second step']);
  await expect(
    article.getByRole('list').filter({ hasText: 'Apples' }).getByRole('listitem'),
  ).toHaveText(['Apples', 'Pears']);
  await expect(article.locator('hr')).toHaveCount(1);
  await expect(article.getByRole('img', { name: 'A green leaf' })).toBeVisible();
  await expect(
    article.getByRole('button', { name: 'Load embedded content from www.youtube-nocookie.com' }),
  ).toBeVisible();
  await expect(article.getByRole('link', { name: new RegExp(ogPage.title) })).toHaveAttribute(
    'href',
    ogPage.url,
  );
  await expect(reader.page.getByRole('link', { name: 'Editors' })).toBeVisible();
  await expect(reader.page.getByRole('link', { name: 'Writing tips' })).toBeVisible();
  await reader.context.close();
});

test('a writer edits a published story and readers see the change once it is saved; the friend link is copied; a deleted story answers 410', async ({
  page,
  context,
  signIn,
  visit,
  browser,
  baseURL,
  expectErrors,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await signIn({ name: 'Edda Editor' });
  const story = await publishStoryByApi(page, session, 'Notes from the shed', 'Version one.');

  await visit(story.path);
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('menuitem', { name: 'Edit story' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${story.id}/edit$`));
  await expect(storyBody(page)).toHaveText('Version one.');
  await storyBody(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Version two.');
  await waitForSaved(page);

  // Saved edits wait for the writer: readers still see the live version.
  const reader = await loggedOutPage(browser, baseURL);
  await reader.page.goto(story.path);
  await expect(reader.page.locator('article')).toContainText('Version one.');
  await expect(reader.page.locator('article')).not.toContainText('Version two.');

  await page.getByRole('button', { name: 'Publish changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish changes' });
  await dialog.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${story.path}$`), { timeout: 15_000 });
  await reader.page.reload();
  await expect(reader.page.locator('article')).toContainText('Version one. Version two.');

  // The friend link, copied from the story page.
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('menuitem', { name: 'Share Friend Link' }).click();
  const linkField = page.getByRole('textbox', { name: 'Friend Link' });
  await expect(linkField).toHaveValue(
    new RegExp(`${story.path}\\?source=friends_link&sk=[\\w-]+$`),
  );
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await linkField.inputValue());
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5000 });
  await reader.page.goto(copied);
  await expect(reader.page.locator('article')).toContainText('Version two.');

  // Deleted from the writer's stories: readers get 410 and the RemovedByUser page.
  await visit('/me/stories/public');
  await page.getByRole('button', { name: 'Actions for Notes from the shed' }).click();
  await page.getByRole('menuitem', { name: 'Delete story' }).click();
  await page
    .getByRole('dialog', { name: 'Delete story' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Notes from the shed' })).toHaveCount(0);
  expectErrors({ status: 410, url: story.path });
  const gone = await reader.page.goto(story.path);
  expect(gone?.status()).toBe(410);
  await expect(reader.page.getByRole('heading', { level: 1, name: DELETED })).toBeVisible();
  await expect(reader.page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectAccessible(reader.page);
  await reader.context.close();
});

test('a writer schedules a story a few seconds ahead, it goes public on its own, and the writer unpublishes it', async ({
  page,
  signIn,
  visit,
  browser,
  baseURL,
  expectErrors,
}) => {
  test.setTimeout(150_000);
  await signIn({ name: 'Sky Scheduler' });
  await visit('/new-story');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Published while I slept');
  await storyBody(page).click();
  await page.keyboard.type('This story went out on its own.');
  await waitForSaved(page);
  const postId = postIdOf(page);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish story' });
  await dialog.getByRole('radio', { name: 'Schedule for later' }).check();
  // The browser's own clock and time zone, like the person choosing the time. Far enough
  // ahead that a busy machine still reaches the "not yet public" check in time.
  const at = await page.evaluate(() => {
    const date = new Date(Date.now() + 25_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
      date.getHours(),
    )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  });
  await dialog.getByLabel('Publish at').fill(at);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).not.toHaveURL(/\/edit$/, { timeout: 15_000 });

  // Not public yet; then public without anyone touching it.
  const reader = await loggedOutPage(browser, baseURL);
  const early = await reader.page.request.get(`/p/${postId}`, { maxRedirects: 0 });
  expect(early.status()).toBe(404);
  await expect
    .poll(
      async () => (await reader.page.request.get(`/p/${postId}`, { maxRedirects: 0 })).status(),
      { timeout: 75_000, intervals: [1_000] },
    )
    .toBe(301);
  await reader.page.goto(`/p/${postId}`);
  await expect(
    reader.page.getByRole('heading', { level: 1, name: 'Published while I slept' }),
  ).toBeVisible();
  const livePath = new URL(reader.page.url()).pathname;

  await visit('/me/stories/public');
  await page.getByRole('button', { name: 'Actions for Published while I slept' }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  await expect(page.getByRole('heading', { name: 'Published while I slept' })).toHaveCount(0);
  expectErrors({ status: 404, url: livePath });
  const hidden = await reader.page.goto(livePath);
  expect(hidden?.status()).toBe(404);
  await reader.context.close();
});
