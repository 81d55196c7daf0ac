import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { graphql, publishStoryByApi } from '../support/story-graphql';

/**
 * Opens a story, scrolls to its end and waits until the read (post.clientRead)
 * has reached the server, so the next read is recorded strictly later.
 */
async function readToTheEnd(
  page: Page,
  visit: (path: string) => Promise<unknown>,
  story: { id: string; path: string },
) {
  const readSent = page.waitForRequest(
    (request) =>
      request.url().endsWith('/_/batch') &&
      request.method() === 'POST' &&
      (request.postData() ?? '').includes('post.clientRead') &&
      (request.postData() ?? '').includes(story.id),
    { timeout: 20_000 },
  );
  await visit(story.path);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const request = await readSent;
  expect((await request.response())?.ok()).toBe(true);
}

test('a reader finds the stories they read, removes one with the toast and clears the rest', async ({
  page,
  visit,
  signIn,
}) => {
  test.setTimeout(90_000);
  const writer = await signIn({ name: 'Wren Writer' });
  const first = await publishStoryByApi(
    page,
    writer,
    'The lighthouse keeper',
    'A story about a light.',
  );
  const second = await publishStoryByApi(
    page,
    writer,
    'Salt on the wind',
    'A story about the sea.',
  );

  await signIn({ name: 'Rory Reader' });
  await readToTheEnd(page, visit, first);
  await readToTheEnd(page, visit, second);

  await visit('/me/readinghistory');
  await expect(page.getByRole('heading', { level: 1, name: 'Reading history' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Reading history' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.nth(0).getByRole('heading')).toHaveText('Salt on the wind');
  await expect(rows.nth(1).getByRole('heading')).toHaveText('The lighthouse keeper');
  await expect(rows.nth(0).getByRole('link', { name: 'Salt on the wind' })).toHaveAttribute(
    'href',
    second.path,
  );

  await page
    .getByRole('button', { name: 'Remove The lighthouse keeper from your reading history' })
    .click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0).getByRole('heading')).toHaveText('Salt on the wind');
  const toast = page.getByRole('status').filter({ hasText: 'Removed from your reading history' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();

  // The server forgot it too.
  await visit('/me/readinghistory');
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('The lighthouse keeper')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear reading history' });
  await expect(dialog.getByText('Clear all stories from your reading history?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear history' }).click();
  await expect(dialog).toHaveCount(0);
  const empty = page.getByText(
    'You haven’t read any stories yet. Stories you read to the end will show up here.',
  );
  await expect(empty).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);

  await visit('/me/readinghistory');
  await expect(empty).toBeVisible();
});

test('a visitor is asked to sign in to see a reading history', async ({ page, visit }) => {
  await visit('/me/readinghistory');
  await expect(page.getByRole('heading', { level: 1, name: 'Reading history' })).toBeVisible();
  await expect(page.getByText('Sign in to see the stories you have read.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a profile’s highlights page lists what the user highlighted; an unknown user is a 404', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  const writer = await signIn({ name: 'Hal Writer' });
  const story = await publishStoryByApi(
    page,
    writer,
    'Notes from the orchard',
    'Apples ripen slowly in the autumn light.',
  );
  const reader = await signIn({ name: 'Hana Highlighter' });
  await graphql(
    page,
    reader,
    'mutation ($postId: ID!) { createQuote(postId: $postId, paragraphName: "w1", startOffset: 0, endOffset: 20) { id } }',
    { postId: story.id },
  );

  const response = await visit(`/@${reader.username}/highlights`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Highlights by Hana Highlighter' }),
  ).toBeVisible();
  const rows = page.getByRole('list', { name: 'Highlights' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0).locator('blockquote')).toHaveText('Apples ripen slowly');
  await expect(rows.nth(0).getByRole('link', { name: 'Notes from the orchard' })).toHaveAttribute(
    'href',
    story.path,
  );

  const writerPage = await visit(`/@${writer.username}/highlights`);
  expect(writerPage?.status()).toBe(200);
  await expect(page.getByText('Hal Writer hasn’t highlighted any stories yet.')).toBeVisible();

  expectErrors({ status: 404, url: '/@nobody_by_that_name/highlights' });
  const missing = await page.goto('/@nobody_by_that_name/highlights');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
});
