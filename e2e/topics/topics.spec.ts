import { expect, test } from '../fixtures';

test('/topics lists the demo topics; a topic page shows its stories and tags', async ({
  page,
  visit,
}) => {
  await visit('/topics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topics');
  const names = page
    .getByRole('listitem')
    .getByRole('link', { name: /^(Life|Technology|Writing)$/ });
  await expect(names).toHaveText(['Life', 'Technology', 'Writing']);
  await expect(page.getByRole('link', { name: 'Editors’ picks' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Writing', exact: true }).click();
  await expect(page).toHaveURL(/\/topic\/writing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing');
  await expect(page.getByText('The craft, the habit and the writing life.')).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest stories' });
  await expect(
    latest.getByRole('heading', { name: 'The quiet craft of writing in public' }),
  ).toBeVisible();
  const tags = page.getByRole('navigation', { name: 'Tags in this topic' });
  await expect(tags.getByRole('link', { name: 'craft' })).toHaveAttribute('href', '/tag/craft');

  // A special topic is not listed, but its address opens it for everyone.
  await visit('/topic/editors-picks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editors’ picks');
});

test('an unknown topic answers 404', async ({ page, expectErrors }) => {
  expectErrors({ status: 404, url: '/topic/no-such-topic' });
  const response = await page.goto('/topic/no-such-topic');
  expect(response?.status()).toBe(404);
});

test('follow a topic from its page, see it in Control Your Recommendations and on the profile, unfollow', async ({
  page,
  visit,
  signIn,
}) => {
  await visit('/topic/technology');
  await page.getByRole('button', { name: 'Follow Technology' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const reader = await signIn({ name: 'Tess Topic' });
  await visit('/topic/technology');
  const follow = page.getByRole('button', { name: 'Follow Technology' });
  await follow.click();
  const following = page.getByRole('button', { name: 'Following Technology' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(following).toHaveAttribute('aria-pressed', 'true');

  await visit('/me/missioncontrol');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Control Your Recommendations');
  const followed = page.getByRole('region', { name: 'Topics you follow' });
  await expect(followed.getByRole('link', { name: 'Technology' })).toBeVisible();

  await visit(`/@${reader.username}/about`);
  await expect(page.getByRole('heading', { name: 'Topics followed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Technology' })).toHaveAttribute(
    'href',
    '/topic/technology',
  );

  await visit('/me/settings');
  const inSettings = page.getByRole('region', { name: 'Topics you follow' });
  await inSettings.getByRole('button', { name: 'Following Technology' }).click();
  await expect(inSettings.getByRole('button', { name: 'Follow Technology' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await visit('/topic/technology');
  await expect(page.getByRole('button', { name: 'Follow Technology' })).toBeVisible();
});

test('trending: modes and topics as links, the current one marked; unknown modes and topics 404', async ({
  page,
  visit,
  expectErrors,
}) => {
  await visit('/trending/mode/today');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trending');
  await expect(page.getByRole('listitem').getByRole('heading').first()).toBeVisible();
  const modes = page.getByRole('navigation', { name: 'Trending over' });
  await expect(modes.getByRole('link')).toHaveText([
    'Today',
    'This week',
    'This month',
    'All time',
  ]);
  await expect(modes.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');

  await modes.getByRole('link', { name: 'This week' }).click();
  await expect(page).toHaveURL(/\/trending\/mode\/week$/);
  await expect(modes.getByRole('link', { name: 'This week' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page
    .getByRole('navigation', { name: 'Trending in a topic' })
    .getByRole('link', { name: 'Technology' })
    .click();
  await expect(page).toHaveURL(/\/trending\/mode\/week\/topic\/technology$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trending in Technology');

  await visit('/trending/mode/all-time');
  await expect(modes.getByRole('link', { name: 'All time' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const landed = await page.goto('/trending');
  expect(landed?.status()).toBe(200);
  await expect(page).toHaveURL(/\/trending\/mode\/today$/);

  expectErrors(
    { status: 404, url: '/trending/mode/yesterday' },
    { status: 404, url: '/trending/mode/week/topic/no-such-topic' },
  );
  expect((await page.goto('/trending/mode/yesterday'))?.status()).toBe(404);
  expect((await page.goto('/trending/mode/week/topic/no-such-topic'))?.status()).toBe(404);
});

test('staff make a topic from tags on /topics; a staff-only topic is hidden from everyone else', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  const staff = await signIn({ name: 'Sam Staff' });
  const promoted = await page.request.post('/_/test/staff', { data: { userId: staff.userId } });
  expect(promoted.ok()).toBe(true);
  await visit('/topics');
  await page.getByLabel('Name').fill('Desk notes');
  await page.getByLabel('Address (/topic/…)').fill('desk-notes');
  await page.getByLabel('Tags, separated by commas').fill('craft, writing');
  await page.getByLabel('Visibility').selectOption('STAFF');
  await page.getByRole('button', { name: 'Save topic' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Desk notes saved.' })).toBeVisible();
  await expect(page.getByText(/Staff only/)).toBeVisible();

  // An address already taken is refused in the server's words; the form keeps what was typed.
  expectErrors({ graphql: 'That slug is taken.', code: 'BAD_REQUEST' });
  await page.getByLabel('Name').fill('Desk notes again');
  await page.getByLabel('Address (/topic/…)').fill('desk-notes');
  await page.getByLabel('Tags, separated by commas').fill('craft');
  await page.getByRole('button', { name: 'Save topic' }).click();
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'New topic' }) });
  await expect(form.getByRole('alert')).toHaveText('That slug is taken.');
  await expect(page.getByLabel('Name')).toHaveValue('Desk notes again');
  await expect(page.getByLabel('Address (/topic/…)')).toHaveValue('desk-notes');
  await expect(page.getByLabel('Tags, separated by commas')).toHaveValue('craft');

  await page.getByRole('link', { name: 'Desk notes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desk notes');

  await page.context().clearCookies();
  expectErrors({ status: 404, url: '/topic/desk-notes' });
  expect((await page.goto('/topic/desk-notes'))?.status()).toBe(404);
});
