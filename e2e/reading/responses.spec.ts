import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test, type TestSession } from '../fixtures';
import { createWriterApi } from '../security/story-api';
import { blockReader } from '../support/block-reader';
import { selectPassage } from '../support/select-passage';

const HIDDEN_TOAST = 'Response has been hidden from this story';

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A second browser, signed in as a user of its own. */
async function readerPage(browser: Browser, baseURL: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/_/test/session', {
    data: { name, username: uniqueName('resp') },
  });
  if (!response.ok()) throw new Error(`session answered ${response.status()}`);
  return context.newPage();
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

function responsesPanel(page: Page) {
  return page.getByRole('dialog', { name: /^Responses \(\d+\)$/ });
}

function responseBy(page: Page, name: string) {
  return responsesPanel(page).getByRole('article', { name, exact: true });
}

async function publishStory(page: Page, session: TestSession, title: string): Promise<string> {
  const api = createWriterApi(page.request, session);
  const created = await api.createDraft({
    title,
    subtitle: '',
    paragraphs: [
      { name: 'a1', type: 'H3', text: title },
      { name: 'a2', type: 'P', text: 'A story that invites its readers to respond.' },
    ],
  });
  const id = created.data?.createDraft.id;
  if (!id) throw new Error(`createDraft refused: ${JSON.stringify(created.errors)}`);
  return api.publish(id, []);
}

test('readers respond and reply in a thread; the author hides a response and undoes it', async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const writer = await signIn({ name: 'Wren Writer' });
  const path = await publishStory(page, writer, `Responses welcome ${uniqueName('')}`);

  // Reader 1 opens the panel from the button, responds, closes it with Escape.
  const readerOne = await readerPage(browser, baseURL, 'Rhea Reader');
  await open(readerOne, path);
  const button = readerOne.getByRole('button', { name: 'Responses (0)' });
  await button.click();
  await expect(responsesPanel(readerOne)).toBeFocused();
  const respond = responsesPanel(readerOne).getByRole('button', { name: 'Respond' });
  await expect(respond).toBeDisabled();
  await responsesPanel(readerOne)
    .getByLabel('What are your thoughts?')
    .fill('A first thought.\n\nAnd a second paragraph.');
  await respond.click();
  const first = responseBy(readerOne, 'Rhea Reader');
  await expect(first.getByText('A first thought.', { exact: true })).toBeVisible();
  await expect(first.getByText('And a second paragraph.', { exact: true })).toBeVisible();
  await expect(readerOne.getByRole('button', { name: 'Responses (1)' })).toBeVisible();
  await readerOne.keyboard.press('Escape');
  await expect(responsesPanel(readerOne)).toBeHidden();
  await expect(readerOne.getByRole('button', { name: 'Responses (1)' })).toBeFocused();

  // Reader 2 arrives with ?responsesOpen=true: the panel is open on load. They reply.
  const readerTwo = await readerPage(browser, baseURL, 'Remy Replier');
  await open(readerTwo, `${path}?responsesOpen=true`);
  await expect(responsesPanel(readerTwo)).toBeVisible();
  const answered = responseBy(readerTwo, 'Rhea Reader');
  await answered.getByRole('button', { name: 'Reply', exact: true }).click();
  await answered.getByLabel('Reply to Rhea Reader').fill('A reply to the first thought.');
  await answered.getByRole('button', { name: 'Respond' }).click();
  await expect(
    answered
      .getByRole('article', { name: 'Remy Replier' })
      .getByText('A reply to the first thought.'),
  ).toBeVisible();

  // After a reload the thread is two deep: the response, then its reply under it.
  await open(readerTwo, `${path}?responsesOpen=true`);
  const reloaded = responseBy(readerTwo, 'Rhea Reader');
  await expect(reloaded.getByText('A first thought.', { exact: true })).toBeVisible();
  await reloaded.getByRole('button', { name: 'See 1 reply' }).click();
  await expect(
    reloaded
      .getByRole('article', { name: 'Remy Replier' })
      .getByText('A reply to the first thought.'),
  ).toBeVisible();
  await expectAccessible(readerTwo);

  // The writer hides reader 1's response, sees the exact toast, and undoes it.
  await open(page, `${path}?responsesOpen=true`);
  const target = responseBy(page, 'Rhea Reader');
  await expect(target.getByText('A first thought.', { exact: true })).toBeVisible();
  await target.getByRole('button', { name: /More actions for Rhea Reader/ }).click();
  await page.getByRole('menuitem', { name: 'Hide response' }).click();
  const toast = page.locator('[data-toast-style="HIDE_POST_RESPONSE"]');
  await expect(toast.getByText(HIDDEN_TOAST, { exact: true })).toBeVisible();
  await expect(target.getByText('Hidden from this story')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Responses (0)' })).toBeVisible();

  // Readers other than the author and the response's writer no longer see it.
  await open(readerTwo, `${path}?responsesOpen=true`);
  await expect(responsesPanel(readerTwo).getByText('A first thought.')).toBeHidden();

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(target.getByText('Hidden from this story')).toBeHidden();
  await expect(target.getByText('A first thought.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Responses (1)' })).toBeVisible();
  await open(readerTwo, `${path}?responsesOpen=true`);
  await expect(
    responseBy(readerTwo, 'Rhea Reader').getByText('A first thought.', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
  await readerOne.context().close();
  await readerTwo.context().close();
});

test('a reader responds to a passage in a story of their own: the editor, the response and the thread show what it answers', async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const writer = await signIn({ name: 'Wren Writer' });
  const title = `Passages to answer ${uniqueName('')}`;
  const path = await publishStory(page, writer, title);
  const passage = 'invites its readers';

  const reader = await readerPage(browser, baseURL, 'Quinn Quoter');
  await open(reader, path);
  const menu = await selectPassage(reader, 'A story that invites its readers', passage);
  await menu.getByRole('button', { name: 'Respond' }).click();
  await expect(reader).toHaveURL(/\/new-story\?inResponseToQuoteId=[0-9a-z]+$/);
  await expect(reader.getByText('Responding to', { exact: false })).toBeVisible();
  await expect(reader.getByRole('link', { name: title })).toHaveAttribute('href', /\/@/);
  await expect(reader.locator('blockquote', { hasText: passage })).toBeVisible();

  await reader.getByRole('textbox', { name: 'Title', exact: true }).fill('An answer at length');
  await reader.getByRole('textbox', { name: 'Story', exact: true }).click();
  await reader.keyboard.type('Every invitation deserves a reply.');
  await expect(reader.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(reader).toHaveURL(/\/p\/[0-9a-f]+\/edit$/);
  // The draft remembers what it answers.
  await reader.reload();
  await expect(reader.locator('blockquote', { hasText: passage })).toBeVisible();
  await expect(reader.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(reader);

  await reader.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = reader.getByRole('dialog', { name: 'Publish story' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(reader).not.toHaveURL(/\/edit$/, { timeout: 15_000 });
  await expect(
    reader.getByRole('heading', { level: 1, name: 'An answer at length' }),
  ).toBeVisible();
  await expect(reader.locator('blockquote', { hasText: passage })).toBeVisible();
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The writer finds it in the thread, quoting the passage.
  await open(page, `${path}?responsesOpen=true`);
  await expect(page.getByRole('button', { name: 'Responses (1)' })).toBeVisible();
  const response = responseBy(page, 'Quinn Quoter');
  await expect(response.locator('blockquote')).toHaveText(passage);
  await expect(response.getByRole('heading', { name: 'An answer at length' })).toBeVisible();
  await expect(response.getByText('Every invitation deserves a reply.')).toBeVisible();
  await expectAccessible(page);
  await reader.context().close();
});

test('a logged-out reader is invited to sign up to respond', async ({ page, signIn, visit }) => {
  const writer = await signIn({ name: 'Wren Writer' });
  const path = await publishStory(page, writer, `Open to all ${uniqueName('')}`);
  await page.context().clearCookies();
  await visit(path);
  await page.getByRole('button', { name: /^Responses \(\d+\)$/ }).click();
  await responsesPanel(page).getByRole('button', { name: 'Sign up to respond' }).click();
  // The sign-up dialog itself (the responses panel is a dialog that mentions signing up too).
  await expect(page.getByRole('dialog', { name: 'Join Quire.' })).toBeVisible();
});

test('a refused response stays in the composer with the server’s reason below it', async ({
  page,
  signIn,
  visit,
  expectErrors,
  playwright,
  baseURL,
}) => {
  const writer = await signIn({ name: 'Wren Writer' });
  const path = await publishStory(page, writer, `Closed to some ${uniqueName('')}`);
  const reader = await signIn({ name: 'Barred Responder' });
  await visit(`${path}?responsesOpen=true`);
  const panel = responsesPanel(page);
  const composer = panel.getByLabel('What are your thoughts?');
  await expect(composer).toBeVisible();
  await blockReader(playwright.request, baseURL ?? '', writer, reader.userId);

  const refusal = 'You cannot respond to this story: its author has blocked you.';
  expectErrors({ graphql: refusal, code: 'FORBIDDEN' });
  const text = 'A thought the author will not hear.\n\nStill mine to keep.';
  await composer.fill(text);
  await panel.getByRole('button', { name: 'Respond' }).click();
  await expect(panel.getByRole('alert')).toHaveText(refusal);
  await expect(composer).toHaveValue(text);
  await expect(composer).toHaveAccessibleDescription(refusal);
  await expect(page.getByRole('button', { name: 'Responses (0)' })).toBeVisible();
});
