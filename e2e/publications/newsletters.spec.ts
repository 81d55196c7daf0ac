import { expect, expectAccessible, test } from '../fixtures';
import { waitForMail } from '../support/outbox';

/**
 * A publication's newsletter (routes-entities-shell §1, §2, §8; navigation
 * §2.4): an editor creates it from the menu, a reader subscribes, the editor
 * sends a story and the reader gets it by mail.
 */

const LANDING = '/field-notes/newsletters/field-notes-weekly';
const SETTINGS = `${LANDING}/settings`;

test('an editor creates the newsletter, a reader subscribes, and a story sent reaches the reader by mail', async ({
  browser,
  page,
  visit,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const baseURL = String(testInfo.project.use.baseURL);

  // The editor's menu leads to a new newsletter; creating it lands on its page.
  await signIn({ username: 'grace' });
  await visit('/field-notes');
  await page.getByRole('button', { name: 'Manage Field Notes' }).click();
  const menu = page.getByRole('menu', { name: 'Manage Field Notes' });
  await expect(menu.getByRole('menuitem', { name: 'Newsletter' })).toHaveAttribute(
    'href',
    '/field-notes/new-newsletter',
  );
  await menu.getByRole('menuitem', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(/\/field-notes\/new-newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New newsletter' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name').fill('Field Notes Weekly');
  await page.getByLabel('Description').fill('The week’s best field notes, on Fridays.');
  await page.getByRole('button', { name: 'Create newsletter' }).click();
  await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Field Notes Weekly' })).toBeVisible();
  await expect(page.getByText('The week’s best field notes, on Fridays.')).toBeVisible();
  await expectAccessible(page);

  // From now on the menu's Newsletter leads to its settings.
  await page.getByRole('button', { name: 'Manage Field Notes' }).click();
  await expect(
    page.getByRole('menu', { name: 'Manage Field Notes' }).getByRole('menuitem', {
      name: 'Newsletter',
    }),
  ).toHaveAttribute('href', SETTINGS);
  await page.keyboard.press('Escape');

  // A visitor is asked to sign in.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(LANDING);
  await expect(
    visitor.getByRole('heading', { level: 2, name: 'Sign in to subscribe' }),
  ).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/m/signin?redirect=${encodeURIComponent(LANDING)}`,
  );
  await expect(
    visitor.getByRole('button', { name: 'Subscribe to Field Notes Weekly' }),
  ).toHaveCount(0);
  await expectAccessible(visitor);
  await visitorContext.close();

  // A reader subscribes and unsubscribes, with the spec's toasts, and subscribes again.
  const username = `letters${Date.now().toString(36)}`;
  const email = `${username}@example.org`;
  await signIn({ name: 'Rita Reader', username, email });
  await visit(LANDING);
  await expect(page.getByRole('link', { name: 'Newsletter settings' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Subscribe to Field Notes Weekly' }).click();
  await expect(
    page.getByText("You're signed up for Field Notes Weekly. You can unsubscribe at any time.", {
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Unsubscribe from Field Notes Weekly' }).click();
  await expect(
    page.getByText(
      'You have unsubscribed from Field Notes Weekly. Changes will take effect within 24 hours.',
      { exact: true },
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe to Field Notes Weekly' }).click();
  await expect(
    page.getByRole('button', { name: 'Unsubscribe from Field Notes Weekly' }),
  ).toBeVisible();
  await visit(LANDING);
  await expect(
    page.getByRole('button', { name: 'Unsubscribe from Field Notes Weekly' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The editor sends a story after confirming, and learns it went to one person.
  await signIn({ username: 'grace' });
  await visit(SETTINGS);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter settings' })).toBeVisible();
  await expect(page.getByText('Field Notes Weekly · 1 person receives it.')).toBeVisible();
  const stories = page.getByRole('list', { name: 'Send a story' });
  const first = stories.getByRole('listitem').first();
  const title = (await first.locator('span').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await first.getByRole('button', { name: `Send “${title}”` }).click();
  const confirm = page.getByRole('group', { name: `Send “${title}”` });
  await expect(confirm).toContainText(`Send “${title}” to 1 subscriber? It cannot be unsent.`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was sent' })).toHaveText(
    `“${title}” was sent to 1 person.`,
  );
  // A story goes out once: it leaves the list.
  await expect(stories.getByRole('button', { name: `Send “${title}”` })).toHaveCount(0);
  await expectAccessible(page);

  const mail = await waitForMail(email);
  expect(mail.subject).toBe(title);
  expect(mail.text).toContain(`Field Notes sent you a story: “${title}”`);
  expect(mail.links.some((link) => link.includes('/unsubscribe?token='))).toBe(true);
});

test('the settings and the new-newsletter page are the staff’s; an unknown newsletter answers 404', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  await signIn();
  for (const path of ['/field-notes/new-newsletter', SETTINGS, '/field-notes/newsletters/nope']) {
    expectErrors({ status: 404, url: path });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
  await signIn({ username: 'grace' });
  expectErrors({ status: 404, url: '/field-notes/newsletters/nope/settings' });
  const response = await page.goto('/field-notes/newsletters/nope/settings');
  expect(response?.status()).toBe(404);
  await visit('/field-notes/new-newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'New newsletter' })).toBeVisible();
});
