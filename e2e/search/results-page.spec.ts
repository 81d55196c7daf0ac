import { expect, test } from '../fixtures';

test('the results page shows tabs, marks the query, pages, suggests a spelling and has an empty state', async ({
  page,
  visit,
}) => {
  await visit('/search?q=harbor+patiense');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for harbor patiense');
  const tabs = page.getByRole('navigation', { name: 'Search results' });
  for (const name of ['Stories', 'People', 'Publications', 'Tags'])
    await expect(tabs.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('Did you mean')).toBeVisible();
  await page.getByRole('link', { name: 'harbour patience' }).click();
  await expect(page).toHaveURL(/\/search\?q=harbour\+patience$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'What the harbour taught me about patience' }),
  ).toBeVisible();
  await expect(page.locator('main mark')).toHaveText(['harbour', 'patience']);

  await tabs.getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/search\/people\?q=harbour\+patience$/);
  await expect(
    page.getByText('No people found for “harbour patience”.', { exact: false }),
  ).toBeVisible();

  await visit('/search/tags?q=life');
  await expect(page.getByRole('link', { name: 'Life' })).toHaveAttribute('href', '/tag/life');
});

test('an unknown tab answers 404', async ({ page, expectErrors }) => {
  expectErrors({ status: 404, url: '/search/lists?q=x' });
  const response = await page.goto('/search/lists?q=x');
  expect(response?.status()).toBe(404);
});
