import { expect, test } from '../fixtures';

test('a visitor reads Field Notes: header, pinned and latest stories, about, archive and feed', async ({
  page,
  visit,
}) => {
  await visit('/field-notes');
  // The name's accessible text (the avatar's initials are hidden from it).
  await expect(page.getByRole('heading', { level: 1, name: 'Field Notes' })).toBeVisible();
  await expect(page.getByText('Essays on craft, attention and the writing life.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow Field Notes' })).toBeVisible();
  const pinned = page.getByRole('region', { name: 'Pinned' });
  await expect(
    pinned.getByRole('heading', { name: 'A field guide to slow mornings' }),
  ).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest stories' });
  await expect(latest.getByRole('heading', { name: 'Small tools, sharp edges' })).toBeVisible();
  await expect(latest.getByRole('heading', { name: 'A field guide to slow mornings' })).toHaveCount(
    0,
  );
  // Stories outside the publication are not on its home.
  await expect(page.getByText('What the harbour taught me about patience')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pin to homepage' })).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/field-notes\/feed$/,
  );

  const nav = page.getByRole('navigation', { name: 'Publication' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/field-notes\/about$/);
  const masthead = page.getByRole('region', { name: 'Masthead' });
  await expect(masthead.getByRole('link', { name: 'Ada Quill' })).toBeVisible();
  await expect(masthead.getByRole('link', { name: 'Grace Hollis' })).toBeVisible();

  await visit('/field-notes/archive');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archive: All stories');
  await expect(page.getByRole('navigation', { name: 'Months' }).getByRole('link')).not.toHaveCount(
    0,
  );

  const feed = await page.request.get('/field-notes/feed');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<title><![CDATA[Small tools, sharp edges]]></title>');
});

test('an unknown publication answers 404', async ({ page, expectErrors }) => {
  expectErrors({ status: 404, url: '/no-such-publication-here' });
  const response = await page.goto('/no-such-publication-here');
  expect(response?.status()).toBe(404);
});

test('an editor pins a story to the Field Notes homepage and unpins it', async ({
  page,
  visit,
  signIn,
}) => {
  await signIn({ username: 'grace' });
  await visit('/field-notes');
  const latest = page.getByRole('region', { name: 'Latest stories' });
  const card = latest.getByRole('article').filter({ hasText: 'Small tools, sharp edges' });
  await card.getByRole('button', { name: 'Pin to homepage' }).click();
  await expect(
    page.getByText('The story has been pinned to the Field Notes homepage', { exact: true }),
  ).toBeVisible();
  const pinned = page.getByRole('region', { name: 'Pinned' });
  const pinnedCard = pinned.getByRole('article').filter({ hasText: 'Small tools, sharp edges' });
  await expect(pinnedCard).toBeVisible();
  await expect(latest.getByRole('heading', { name: 'Small tools, sharp edges' })).toHaveCount(0);

  await pinnedCard.getByRole('button', { name: 'Unpin from homepage' }).click();
  await expect(
    page.getByText('The story has been unpinned from the Field Notes homepage', { exact: true }),
  ).toBeVisible();
  await expect(latest.getByRole('heading', { name: 'Small tools, sharp edges' })).toBeVisible();
});
