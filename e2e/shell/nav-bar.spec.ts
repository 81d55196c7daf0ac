import { expect, test } from '../fixtures';

test('a logged-out visitor sees Become a member and Get started (Sign in hides with the new sign-in modal)', async ({
  page,
  visit,
}) => {
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Become a member' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Get started' })).toBeVisible();
});

test('a signed-in reader sees search, reading list, notifications, upgrade and their avatar', async ({
  page,
  signIn,
  visit,
}) => {
  const { username } = await signIn({ name: 'Nina Navigator' });
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('combobox', { name: 'Search' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reading list' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  // The avatar opens the user menu (spec §2.2), whose name item leads to the profile.
  await nav.getByRole('button', { name: 'Your account' }).click();
  await expect(nav.getByRole('menuitem', { name: 'Nina Navigator' })).toHaveAttribute(
    'href',
    `/@${username}`,
  );
  await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('the home page greets the reader by their local hour', async ({ page, visit }) => {
  await visit('/');
  const hour = await page.evaluate(() => new Date().getHours());
  const expected = hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening';
  await expect(page.getByText(expected)).toBeVisible();
});

test('the bar hides when scrolling down past 25 px and returns when scrolling up', async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 400, height: 500 });
  await visit('/');
  const header = page.locator('header').first();
  await expect(header).toBeInViewport();
  await page.mouse.wheel(0, 600);
  await expect(header).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(header).toBeInViewport();
});

test('a signed-in reader writes from the bar: Write opens the editor', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Wynn Writer' });
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const write = nav.getByRole('link', { name: 'Write' });
  await expect(write).toHaveText('Write');
  await write.click();
  await expect(page).toHaveURL(/\/new-story$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
});

test('a narrower bar keeps the pencil and squeezes nothing; a phone’s leaves writing to the avatar menu', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Nell Narrow' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const iconWidths = () =>
    Promise.all(
      ['Write', 'Reading list'].map(
        async (name) => (await nav.getByRole('link', { name }).boundingBox())?.width ?? 0,
      ),
    );
  const overflows = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );

  for (const width of [600, 727]) {
    await page.setViewportSize({ width, height: 700 });
    await visit('/');
    // The word is read, not shown: the link is the pencil's width.
    expect(await iconWidths()).toEqual([36, 36]);
    expect(await overflows()).toBe(false);
  }
  await page.setViewportSize({ width: 728, height: 700 });
  await visit('/');
  // From the medium breakpoint the word shows beside the pencil.
  const [writeWidth, listWidth] = await iconWidths();
  expect(writeWidth).toBeGreaterThan(60);
  expect(listWidth).toBe(36);
  expect(await overflows()).toBe(false);

  await page.setViewportSize({ width: 375, height: 700 });
  await visit('/');
  await expect(nav.getByRole('link', { name: 'Write' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Reading list' })).toBeVisible();
  await nav.getByRole('button', { name: 'Your account' }).click();
  await expect(nav.getByRole('menuitem', { name: 'New story' })).toHaveAttribute(
    'href',
    '/new-story',
  );
});

test('a visitor’s bar offers no Write: it shows what the spec lists for visitors', async ({
  page,
  visit,
}) => {
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Get started' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Write' })).toHaveCount(0);
});
