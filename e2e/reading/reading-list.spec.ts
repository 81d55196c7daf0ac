import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { blockReader } from '../support/block-reader';
import { publishStoryByApi } from '../support/story-graphql';

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

const tabLink = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Reading list tabs' }).getByRole('link', { name });

/** The answer to the next bookmark sent: a page opened after it shows what it stored. */
const bookmarkAnswered = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/_/graphql') &&
      (response.request().postData() ?? '').includes('BookmarkPost'),
  );

test('a reader saves stories, archives one, searches the list and undoes a removal', async ({
  page,
  visit,
  signIn,
}) => {
  test.setTimeout(120_000);
  const writer = await signIn({ name: 'Wanda Writer' });
  const tide = await publishStoryByApi(page, writer, 'Tide tables for beginners', 'On the sea.');
  await publishStoryByApi(page, writer, 'Slow bread at home', 'On baking.');

  await signIn({ name: 'Remy Reader' });

  // From the story page.
  await visit(tide.path);
  const pageSave = page.getByRole('button', { name: 'Save' }).first();
  await expect(pageSave).toHaveAttribute('aria-pressed', 'false');
  const savedOnPage = bookmarkAnswered(page);
  await pageSave.click();
  await expect(pageSave).toHaveAttribute('aria-pressed', 'true');
  expect((await savedOnPage).ok()).toBe(true);

  // From a home feed card, which shows its reading time and bookmark state.
  await visit('/');
  const breadCard = card(page, 'Slow bread at home');
  await expect(breadCard.getByText(/min read/)).toBeVisible();
  await expect(
    card(page, 'Tide tables for beginners').getByRole('button', { name: 'Save' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const cardSave = breadCard.getByRole('button', { name: 'Save' });
  const saved = bookmarkAnswered(page);
  await cardSave.click();
  await expect(cardSave).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);

  await visit('/me/list/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible();
  await expect(tabLink(page, /^Saved 2$/)).toHaveAttribute('aria-current', 'page');
  await expect(tabLink(page, /^Archived 0$/)).toBeVisible();
  await expect(card(page, 'Tide tables for beginners')).toBeVisible();
  await expect(card(page, 'Slow bread at home')).toBeVisible();

  // Archive: the story leaves Saved and the counts move at once.
  await card(page, 'Slow bread at home').getByRole('button', { name: 'Archive' }).click();
  await expect(card(page, 'Slow bread at home')).toHaveCount(0);
  await expect(tabLink(page, /^Saved 1$/)).toBeVisible();
  await expect(tabLink(page, /^Archived 1$/)).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Removed from reading list');

  await tabLink(page, /^Archived 1$/).click();
  await expect(page).toHaveURL(/\/me\/list\/archived$/);
  await expect(card(page, 'Slow bread at home')).toBeVisible();
  await expect(
    card(page, 'Slow bread at home').getByRole('button', { name: 'Unarchive' }),
  ).toBeVisible();

  // Search narrows the list and is kept in the URL.
  await visit('/me/list/recent');
  await page.getByRole('searchbox', { name: 'Search your reading list' }).fill('tide');
  await expect(page).toHaveURL(/\/me\/list\/recent\?q=tide$/);
  await expect(card(page, 'Slow bread at home')).toHaveCount(0);
  await expect(card(page, 'Tide tables for beginners')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search your reading list' }).fill('zzz nothing');
  await expect(page.getByText('No stories match “zzz nothing”.')).toBeVisible();

  // Remove with the exact undo toast; Undo brings the story back after a reload.
  await visit('/me/list/saved');
  await card(page, 'Tide tables for beginners').getByRole('button', { name: 'Remove' }).click();
  await expect(card(page, 'Tide tables for beginners')).toHaveCount(0);
  await expect(tabLink(page, /^Saved 0$/)).toBeVisible();
  await expect(page.getByText('Stories you save appear here.', { exact: false })).toBeVisible();
  const toast = page.locator('[data-toast-style="READING_LIST_NOTIFICATION"]');
  await expect(toast).toBeVisible();
  await expect(toast.locator('p')).toHaveText('Removed from reading list');
  const reloaded = page.waitForEvent('load');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await reloaded;
  await expect(card(page, 'Tide tables for beginners')).toBeVisible();
  await expect(tabLink(page, /^Saved 1$/)).toBeVisible();
});

test('every reading-list tab is accessible; visitors are asked to sign in', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  await visit('/me/list/saved');
  await expect(
    page.getByText('Sign in to see the stories you saved, archived and highlighted.'),
  ).toBeVisible();

  await signIn({ name: 'Tabby Reader' });
  for (const tab of ['saved', 'archived', 'highlights', 'recent']) {
    await visit(`/me/list/${tab}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible();
  }
  expectErrors({ status: 404, url: '/me/list/elsewhere' });
  const missing = await page.goto('/me/list/elsewhere');
  expect(missing?.status()).toBe(404);
});

test('a refused save says why in the server’s words and the story stays unsaved', async ({
  page,
  visit,
  signIn,
  expectErrors,
  playwright,
  baseURL,
}) => {
  const writer = await signIn({ name: 'Bea Blocker' });
  const story = await publishStoryByApi(page, writer, 'Not for every reader', 'Some words.');
  const reader = await signIn({ name: 'Barred Reader' });
  await visit(story.path);
  const save = page.getByRole('button', { name: 'Save' }).first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await blockReader(playwright.request, baseURL ?? '', writer, reader.userId);

  const refusal = 'You cannot save this story: its author has blocked you.';
  expectErrors({ graphql: refusal, code: 'FORBIDDEN' });
  await save.click();
  await expect(page.locator('[data-toast-style="ERROR"] p')).toHaveText(refusal);
  await expect(save).toHaveAttribute('aria-pressed', 'false');
});
