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
