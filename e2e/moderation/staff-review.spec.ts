import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, type TestSession } from '../fixtures';
import { createWriterApi } from '../security/story-api';

const STORY_SUSPENDED = 'This story is under investigation or was found in violation of the rules.';
const LIMITED = 'The following content is under review as a potential violation of our rules.';
const ACCOUNT_SUSPENDED =
  'This account is under investigation or was found in violation of the rules.';
const REPORTS = '/_/admin/reports';

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Person {
  context: BrowserContext;
  page: Page;
  session: TestSession;
}

/** A browser of its own, signed in as a new user. */
async function personIn(browser: Browser, baseURL: string, name: string): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/_/test/session', {
    data: { name, username: unique('mod') },
  });
  if (!response.ok()) throw new Error(`session answered ${response.status()}`);
  return {
    context,
    page: await context.newPage(),
    session: (await response.json()) as TestSession,
  };
}

async function report(
  request: APIRequestContext,
  reader: TestSession,
  writerId: string,
  note: string,
) {
  const response = await request.post('/_/graphql', {
    headers: { 'x-xsrf-token': reader.xsrfToken },
    data: {
      query: `mutation ($me: ID!, $id: ID!, $note: String) {
        reportAndMaybeBlockUser(userId: $me, targetUserId: $id, alsoBlockUser: false, reason: SPAM, note: $note) { report { id } }
      }`,
      variables: { me: reader.userId, id: writerId, note },
    },
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`report refused: ${JSON.stringify(body.errors)}`);
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await expectAccessible(page);
  return response;
}

test('staff dismiss one report and suspend a story from another; author, reader and visitors see the right page', async ({
  page,
  browser,
  signIn,
  visit,
  expectErrors,
}, testInfo) => {
  test.setTimeout(150_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const writerName = unique('Wanda Writer ');
  const writer = await signIn({ name: writerName });
  const api = createWriterApi(page.request, writer);
  async function publish(title: string): Promise<string> {
    const created = await api.createDraft({
      title,
      subtitle: '',
      paragraphs: [
        { name: 'a1', type: 'H3', text: title },
        { name: 'a2', type: 'P', text: 'A story that readers reported.' },
      ],
    });
    const id = created.data?.createDraft.id;
    if (!id) throw new Error(`createDraft refused: ${JSON.stringify(created.errors)}`);
    return api.publish(id, []);
  }
  const suspendedTitle = unique('Reported story ');
  const suspendedPath = await publish(suspendedTitle);
  const limitedPath = await publish(unique('Story under review '));

  const readerOne = await personIn(browser, baseURL, 'Rita Reader');
  const readerTwo = await personIn(browser, baseURL, 'Ravi Reader');
  const spamNote = unique('Spam links everywhere ');
  const storyNote = unique('This story breaks the rules ');
  await report(readerOne.context.request, readerOne.session, writer.userId, spamNote);
  await report(readerTwo.context.request, readerTwo.session, writer.userId, storyNote);

  // Nobody but staff finds the queue: a reader and a logged-out visitor get the 404 page.
  // The reports page does not exist for anyone but staff.
  expectErrors({ status: 404, url: REPORTS });
  const readerAnswer = await open(readerOne.page, REPORTS);
  expect(readerAnswer?.status()).toBe(404);
  await expect(readerOne.page.getByRole('heading', { name: 'Reports' })).toHaveCount(0);
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  expect((await open(visitor, REPORTS))?.status()).toBe(404);

  const staff = await personIn(browser, baseURL, 'Sam Staff');
  const promoted = await staff.context.request.post('/_/test/staff', {
    data: { userId: staff.session.userId },
  });
  expect(promoted.ok()).toBe(true);
  const staffPage = staff.page;
  expect((await open(staffPage, REPORTS))?.status()).toBe(200);
  await expect(staffPage.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const cardWith = (note: string) =>
    staffPage.getByRole('listitem', { name: new RegExp(writerName) }).filter({ hasText: note });
  await expect(cardWith(spamNote)).toBeVisible();
  await expect(cardWith(storyNote)).toBeVisible();
  await expect(cardWith(spamNote).getByRole('link', { name: writerName })).toHaveAttribute(
    'href',
    new RegExp(`^/@${writer.username}$`),
  );
  await expect(cardWith(spamNote)).toContainText('Rita Reader');

  // Dismiss the first report: it leaves the open queue for the Dismissed tab.
  await cardWith(spamNote)
    .getByRole('button', { name: `Dismiss report about ${writerName}` })
    .click();
  await expect(
    staffPage.getByRole('status').filter({ hasText: 'Report dismissed.' }),
  ).toBeVisible();
  await expect(cardWith(spamNote)).toHaveCount(0);

  // Suspend the reported story from the second report, after confirming.
  const storyCard = cardWith(storyNote);
  await storyCard.getByLabel('Recent story').selectOption({ label: suspendedTitle });
  await storyCard.getByRole('button', { name: 'Suspend story' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Suspend this story?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(staffPage);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  await expect(staffPage.getByRole('status').filter({ hasText: 'Story suspended.' })).toBeVisible();
  await expect(cardWith(storyNote)).toHaveCount(0);

  await staffPage
    .getByRole('navigation', { name: 'Report status' })
    .getByRole('link', { name: 'Dismissed' })
    .click();
  await expect(cardWith(spamNote)).toBeVisible();
  await staffPage
    .getByRole('navigation', { name: 'Report status' })
    .getByRole('link', { name: 'Actioned' })
    .click();
  await expect(cardWith(storyNote)).toBeVisible();
  await expectAccessible(staffPage);

  // Mark the other story limited by pasting its URL.
  const actioned = cardWith(storyNote);
  await actioned.getByLabel('Or paste a story URL or id').fill(`${baseURL}${limitedPath}`);
  await actioned.getByRole('button', { name: 'Mark limited' }).click();
  await expect(
    staffPage.getByRole('status').filter({ hasText: 'Story marked limited.' }),
  ).toBeVisible();

  // The author sees the suspended notice with 'Edit story'; a reader sees it without.
  // A suspended story answers 410 Gone, to its author too.
  expectErrors({ status: 410, url: suspendedPath });
  const authorAnswer = await visit(suspendedPath);
  expect(authorAnswer?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: STORY_SUSPENDED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit story' })).toBeVisible();
  await open(readerTwo.page, suspendedPath);
  await expect(readerTwo.page.getByRole('heading', { name: STORY_SUSPENDED })).toBeVisible();
  await readerTwo.page.waitForLoadState('networkidle');
  await expect(readerTwo.page.getByRole('link', { name: 'Edit story' })).toHaveCount(0);
  await expect(readerTwo.page.getByText(suspendedTitle)).toHaveCount(0);

  // The limited story reads with the banner above its body.
  await open(readerTwo.page, limitedPath);
  const banner = readerTwo.page.getByRole('note').filter({ hasText: LIMITED });
  await expect(banner).toBeVisible();
  await expect(readerTwo.page.getByText('A story that readers reported.')).toBeVisible();

  // Suspending the account: the writer is told on every page.
  await staffPage
    .getByRole('navigation', { name: 'Report status' })
    .getByRole('link', { name: 'Actioned' })
    .click();
  await cardWith(storyNote)
    .getByRole('button', { name: `Suspend account of ${writerName}` })
    .click();
  await staffPage
    .getByRole('dialog', { name: 'Suspend this account?' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(
    staffPage.getByRole('status').filter({ hasText: 'Account suspended.' }),
  ).toBeVisible();
  await visit('/');
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_SUSPENDED })).toBeVisible();

  for (const context of [readerOne.context, readerTwo.context, staff.context, visitorContext])
    await context.close();
});
