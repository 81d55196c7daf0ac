import type { Browser, Page } from '@playwright/test';
import { createWriterApi } from '../security/story-api';
import type { GraphqlAnswer } from '../security/story-api';
import { expect, expectAccessible, test } from '../fixtures';
import { blockReader } from '../support/block-reader';
import { selectPassage } from '../support/select-passage';
import { publishStoryByApi } from '../support/story-graphql';
import type { TestSession } from '../fixtures';

const FIRST = 'Gardens teach patience to anyone willing to wait for the seasons to turn.';
const SECOND = 'Tomatoes want sun, beans want something to climb, and weeds want everything.';
const HIGHLIGHTED = 'patience to anyone willing to wait';
const NOTED = 'beans want something to climb';

interface Person {
  page: Page;
  session: TestSession;
}

let counter = 0;
const uniqueUsername = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter += 1)}${Math.random().toString(36).slice(2, 5)}`;

/** A signed-in person in a browser context of their own. */
async function person(browser: Browser, baseURL: string, name: string): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await context.request.post('/_/test/session', {
    data: { name, username: uniqueUsername('hl') },
  });
  if (!response.ok()) throw new Error(`session answered ${response.status()}`);
  return { page: await context.newPage(), session: (await response.json()) as TestSession };
}

async function open(page: Page, path: string, options: { axe?: boolean } = {}) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  if (options.axe) await expectAccessible(page);
}

async function graphqlAs<T>(who: Person, query: string, variables: Record<string, unknown>) {
  const response = await who.page.request.post('/_/graphql', {
    headers: { 'x-xsrf-token': who.session.xsrfToken },
    data: { query, variables },
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

const ownHighlight = (page: Page) => page.locator('mark[data-quote-id]');

test('readers highlight, see the top highlight, and keep private notes only between them and the writer', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const writerSession = await signIn({ name: 'Wren Writer' });
  const writer: Person = { page, session: writerSession };
  const api = createWriterApi(page.request, writerSession);
  const created = await api.createDraft({
    title: 'What the garden knows',
    subtitle: 'Notes from a slow season',
    paragraphs: [
      { name: 'h1a', type: 'H3', text: 'What the garden knows' },
      { name: 'p1a', type: 'P', text: FIRST, markups: [{ type: 'EM', start: 0, end: 7 }] },
      { name: 'p2b', type: 'P', text: SECOND },
    ],
  });
  const postId = created.data?.createDraft.id ?? '';
  const path = new URL(await api.publish(postId, []), 'http://story.invalid').pathname;

  const readerOne = await person(browser, baseURL ?? '', 'Rosa Reader');
  const readerTwo = await person(browser, baseURL ?? '', 'Theo Reader');

  // Reader 1 selects a passage: the menu offers the four actions, Escape closes it.
  await open(readerOne.page, path, { axe: true });
  let menu = await selectPassage(readerOne.page, FIRST, HIGHLIGHTED);
  for (const action of ['Highlight', 'Respond', 'Private note', 'Share']) {
    await expect(menu.getByRole('button', { name: action, exact: true })).toBeVisible();
  }
  await expectAccessible(readerOne.page);
  await readerOne.page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Share copies the story's link.
  menu = await selectPassage(readerOne.page, FIRST, HIGHLIGHTED);
  await menu.getByRole('button', { name: 'Share' }).click();
  await expect(readerOne.page.getByText('Link copied')).toBeVisible();
  const copied = await readerOne.page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(path);

  // Highlight, reload, still there; then remove it.
  menu = await selectPassage(readerOne.page, FIRST, HIGHLIGHTED);
  await menu.getByRole('button', { name: 'Highlight' }).click();
  await expect(ownHighlight(readerOne.page)).toHaveText(HIGHLIGHTED);
  await open(readerOne.page, path);
  await expect(ownHighlight(readerOne.page)).toHaveText(HIGHLIGHTED);
  await ownHighlight(readerOne.page).click();
  const highlightMenu = readerOne.page.getByRole('toolbar', { name: 'Highlight options' });
  await highlightMenu.getByRole('button', { name: 'Remove highlight' }).click();
  await expect(ownHighlight(readerOne.page)).toHaveCount(0);
  await open(readerOne.page, path);
  await expect(ownHighlight(readerOne.page)).toHaveCount(0);

  // Reader 1 highlights again from the keyboard (Tab reaches the menu), reader 2 by pointer.
  menu = await selectPassage(readerOne.page, FIRST, HIGHLIGHTED);
  await readerOne.page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Highlight' })).toBeFocused();
  await readerOne.page.keyboard.press('Enter');
  await expect(ownHighlight(readerOne.page)).toHaveText(HIGHLIGHTED);

  await open(readerTwo.page, path);
  await expect(readerTwo.page.getByText('Top highlight', { exact: true })).toHaveCount(0);
  menu = await selectPassage(readerTwo.page, FIRST, HIGHLIGHTED);
  await menu.getByRole('button', { name: 'Highlight' }).click();
  await expect(ownHighlight(readerTwo.page)).toHaveText(HIGHLIGHTED);

  // The writer sees the passage both readers chose as the top highlight.
  await open(writer.page, path);
  await expect(writer.page.getByText('Top highlight', { exact: true })).toBeVisible();
  await expect(writer.page.locator('mark[data-highlight~="top"]')).toHaveText(HIGHLIGHTED);

  // Reader 1 writes a private note on another passage.
  menu = await selectPassage(readerOne.page, SECOND, NOTED);
  await menu.getByRole('button', { name: 'Private note' }).click();
  const composer = readerOne.page.getByRole('form', { name: 'New private note' });
  const field = composer.getByRole('textbox', { name: 'Private note' });
  await expect(field).toBeFocused();
  await field.fill('Pole beans or bush beans?');
  await expect(composer.getByText('25/500')).toBeVisible();
  await composer.getByRole('button', { name: 'Save' }).click();
  const readerOneNote = readerOne.page.getByRole('article', {
    name: 'Private note by Rosa Reader',
  });
  await expect(readerOneNote.getByText('Pole beans or bush beans?')).toBeVisible();
  await expect(readerOneNote.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(readerOneNote.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expectAccessible(readerOne.page);

  // The writer sees it and replies.
  await open(writer.page, path);
  const writerNote = writer.page.getByRole('article', { name: 'Private note by Rosa Reader' });
  await expect(writerNote.getByText('Pole beans or bush beans?')).toBeVisible();
  await expect(writerNote.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await writerNote.getByRole('textbox', { name: 'Reply' }).fill('Pole beans, always.');
  await writerNote.getByRole('button', { name: 'Send reply' }).click();
  await expect(writerNote.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await expect(
    writerNote.getByRole('list', { name: 'Replies' }).getByText('Pole beans, always.'),
  ).toBeVisible();

  // Reader 1 reads the reply.
  await open(readerOne.page, path, { axe: true });
  await expect(
    readerOne.page
      .getByRole('article', { name: 'Private note by Rosa Reader' })
      .getByRole('list', { name: 'Replies' })
      .getByText('Pole beans, always.'),
  ).toBeVisible();

  // Reader 2 sees no trace of the note, neither on the page nor through the API.
  await open(readerTwo.page, path);
  await expect(readerTwo.page.getByText('Pole beans or bush beans?')).toHaveCount(0);
  await expect(readerTwo.page.getByRole('article', { name: /Private note/ })).toHaveCount(0);
  const notesQuery = `query ($id: ID!) { postResult(id: $id) { ... on Post { privateNotes { id } } } }`;
  const ownNotes = await graphqlAs<{ postResult: { privateNotes: Array<{ id: string }> } }>(
    readerOne,
    notesQuery,
    { id: postId },
  );
  const noteId = ownNotes.data?.postResult.privateNotes[0]?.id ?? '';
  expect(noteId).not.toBe('');
  const noteQuery = `query ($id: ID!) { note(id: $id) { __typename ... on Note { content } } }`;
  const asReaderTwo = await graphqlAs<{ note: { __typename: string; content?: string } }>(
    readerTwo,
    noteQuery,
    { id: noteId },
  );
  expect(asReaderTwo.data?.note).toEqual({ __typename: 'NotFound' });
  const listAsReaderTwo = await graphqlAs<{ postResult: { privateNotes: unknown[] } }>(
    readerTwo,
    notesQuery,
    { id: postId },
  );
  expect(listAsReaderTwo.data?.postResult.privateNotes).toEqual([]);

  // Reader 1 edits the note, then deletes it.
  const ownNote = readerOne.page.getByRole('article', { name: 'Private note by Rosa Reader' });
  await ownNote.getByRole('button', { name: 'Edit' }).click();
  await ownNote.getByRole('textbox', { name: 'Edit private note' }).fill('Pole beans, then.');
  await ownNote.getByRole('button', { name: 'Save' }).click();
  await expect(ownNote.getByText('Pole beans, then.')).toBeVisible();
  await expect(ownNote.getByRole('textbox', { name: 'Edit private note' })).toHaveCount(0);
  await ownNote.getByRole('button', { name: 'Delete' }).click();
  await expect(ownNote.getByText('Delete this note?')).toBeVisible();
  await ownNote.getByRole('button', { name: 'Delete' }).click();
  await expect(ownNote).toHaveCount(0);
  await open(readerOne.page, path);
  await expect(readerOne.page.getByText('Pole beans, then.')).toHaveCount(0);

  // Respond quotes the passage in a new story.
  menu = await selectPassage(readerTwo.page, SECOND, NOTED);
  await menu.getByRole('button', { name: 'Respond' }).click();
  await expect(readerTwo.page).toHaveURL(/\/new-story\?inResponseToQuoteId=[0-9a-z]+/);

  await readerOne.page.context().close();
  await readerTwo.page.context().close();
});

test('a logged-out reader who highlights or notes a passage is asked to sign up', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  const writer = await signIn({ name: 'Wes Writer' });
  const { path } = await publishStoryByApi(page, writer, 'A short walk', FIRST);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await open(visitor, path);
  let menu = await selectPassage(visitor, FIRST, HIGHLIGHTED);
  await menu.getByRole('button', { name: 'Highlight' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await expect(ownHighlight(visitor)).toHaveCount(0);
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toBeHidden();

  menu = await selectPassage(visitor, FIRST, HIGHLIGHTED);
  await menu.getByRole('button', { name: 'Private note' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await expect(visitor.getByRole('form', { name: 'New private note' })).toHaveCount(0);
  await visitor.context().close();
});

test('the selection menu answers a key pressed the moment it appears', async ({ page, signIn }) => {
  const writer = await signIn({ name: 'Kit Writer' });
  const { path } = await publishStoryByApi(page, writer, 'Quick hands', FIRST);
  await open(page, path);

  // Tab jumps into the menu, and Escape closes it, even before the next paint.
  let menu = await selectPassage(page, FIRST, HIGHLIGHTED, { keyAsMenuAppears: 'Tab' });
  await expect(menu.getByRole('button', { name: 'Highlight' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  menu = await selectPassage(page, FIRST, HIGHLIGHTED, { keyAsMenuAppears: 'Escape' });
  await expect(menu).toBeHidden();
});

test('a refused note stays in its composer, and a refused highlight says why', async ({
  page,
  signIn,
  browser,
  baseURL,
  expectErrors,
  playwright,
}) => {
  const writer = await signIn({ name: 'Wary Writer' });
  const { path } = await publishStoryByApi(page, writer, 'Margins', FIRST);
  const reader = await person(browser, baseURL ?? '', 'Nia Noter');
  await open(reader.page, path);

  // Over the limit: the server's words beside the field, and every character kept.
  const tooLong = 'Bean rows, '.repeat(46);
  expectErrors(
    { graphql: 'Notes can be at most 500 characters.', code: 'BAD_REQUEST' },
    { graphql: 'You cannot highlight this story: its author has blocked you.', code: 'FORBIDDEN' },
  );
  let menu = await selectPassage(reader.page, FIRST, HIGHLIGHTED);
  await menu.getByRole('button', { name: 'Private note' }).click();
  const composer = reader.page.getByRole('form', { name: 'New private note' });
  const field = composer.getByRole('textbox', { name: 'Private note' });
  await field.fill(tooLong);
  await expect(composer.getByText(`${tooLong.length}/500`)).toBeVisible();
  await composer.getByRole('button', { name: 'Save' }).click();
  await expect(composer.getByRole('alert')).toContainText('Notes can be at most 500 characters.');
  await expect(field).toHaveValue(tooLong);
  await composer.getByRole('button', { name: 'Cancel' }).click();
  await expect(composer).toHaveCount(0);

  // Once the writer blocks the reader, a highlight is refused in the server's words.
  await blockReader(playwright.request, baseURL ?? '', writer, reader.session.userId);
  menu = await selectPassage(reader.page, FIRST, HIGHLIGHTED);
  await menu.getByRole('button', { name: 'Highlight' }).click();
  await expect(reader.page.locator('[data-toast-style="ERROR"] p')).toHaveText(
    'You cannot highlight this story: its author has blocked you.',
  );
  await expect(ownHighlight(reader.page)).toHaveCount(0);
  await reader.page.context().close();
});
