import { expect, test } from '../fixtures';

test('a story’s tag leads to the tag page: counts, related tags, latest stories, the feed', async ({
  page,
  visit,
}) => {
  await visit('/tag/life');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life');
  await expect(page.getByText(/^2 stories · \d+ followers? · RSS feed$/)).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest stories' });
  await expect(
    latest.getByRole('heading', { name: 'What the harbour taught me about patience' }),
  ).toBeVisible();
  await expect(
    latest.getByRole('heading', { name: 'A field guide to slow mornings' }),
  ).toBeVisible();
  const related = page.getByRole('navigation', { name: 'Related tags' });
  await expect(related.getByRole('link', { name: 'Travel' })).toHaveAttribute(
    'href',
    '/tag/travel',
  );
  await related.getByRole('link', { name: 'Travel' }).click();
  await expect(page).toHaveURL(/\/tag\/travel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel');

  const feed = await page.request.get('/feed/tagged/life');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('What the harbour taught me about patience');
});

test('/tagged/{tag} lands on the tag page and an unknown tag answers 404', async ({
  page,
  visit,
  expectErrors,
}) => {
  await visit('/tagged/life');
  await expect(page).toHaveURL(/\/tag\/life$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life');
  expectErrors({ status: 404, url: '/tag/no-such-tag-here' });
  const response = await page.goto('/tag/no-such-tag-here');
  expect(response?.status()).toBe(404);
});
