import { demoStoryPath } from '../support/demo-stories';
import { expect, test } from '../fixtures';

test('the sign-in page’s footer leads to About, Help and Legal', async ({ page, visit }) => {
  await visit('/m/signin');
  const footer = page.locator('footer').filter({ has: page.getByRole('link', { name: 'Legal' }) });
  const pages: Array<[string, string, string]> = [
    ['About', '/about', 'About Quire'],
    ['Help', '/help', 'Help'],
    ['Legal', '/legal', 'Legal'],
  ];
  for (const [link, path, heading] of pages) {
    await visit('/m/signin', { accessibility: false });
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} – Quire`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  // Legal names the licence and links it.
  await expect(
    page.getByRole('link', { name: 'GNU Affero General Public License' }),
  ).toHaveAttribute('href', 'https://www.gnu.org/licenses/agpl-3.0.html');
});

test('the user menu’s Help lands on the help page, which leads on to the writing guide', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Hana Helpme' });
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Your account' }).click();
  await nav.getByRole('menuitem', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await page.getByRole('link', { name: 'How do I write?' }).click();
  await expect(page).toHaveURL('/help/how-do-i-write');
  await expect(page.getByRole('heading', { level: 1, name: 'How do I write?' })).toBeVisible();
});

test('About, Help, the writing guide and Legal pass the accessibility check', async ({
  page,
  visit,
}) => {
  for (const path of ['/about', '/help', '/help/how-do-i-write', '/legal']) {
    const response = await visit(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  }
});

test('the status page says the site works', async ({ page, visit }) => {
  // A page without client code: there is nothing to hydrate.
  const response = await visit('/status', { waitForHydration: false });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Site status' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Everything is working.');
  await expect(page.getByText('Reachable', { exact: true })).toBeVisible();
});

test('a response notification’s link opens the story with its responses', async ({
  page,
  request,
  visit,
}) => {
  const path = await demoStoryPath(request, 'The quiet craft of writing in public');
  const id = /-([0-9a-f]+)$/.exec(path)?.[1];
  const response = await visit(`/p/${id}/responses/show`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`/p/${id}/responses/show`);
  await expect(page.getByRole('dialog', { name: /^Responses \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
});
