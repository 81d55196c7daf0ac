import { expect, test } from '../fixtures';
import { loginCodeOf, waitForMail } from '../support/outbox';
import { expectSignedInAs } from '../support/signed-in';

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

test('signing up by e-mail: magic link, choosing a username, then back to the page', async ({
  page,
  visit,
}) => {
  const email = uniqueEmail('newcomer');
  await visit('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  // The address is new: the dialog asks for the name, then sends the link.
  await page.getByLabel('Your full name').fill('Nora Newcomer');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible({
    timeout: 20_000,
  });

  const mail = await waitForMail(email);
  const link = mail.links.find((href) => href.includes('/m/callback/email'));
  expect(link, `a sign-in link in: ${mail.text}`).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/registration-form/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
  const username = page.getByLabel('Username');
  await expect(username).not.toHaveValue('');

  const chosen = `nora${Date.now().toString(36)}`;
  await username.fill(chosen);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/registration-form/);
  await expectSignedInAs(page, 'Nora Newcomer', { username: chosen });
});

test('signing in on a phone with the 6-digit code from the e-mail', async ({
  page,
  signIn,
  visit,
  context,
}) => {
  const email = uniqueEmail('coder');
  await signIn({ name: 'Carla Coder', email });
  await context.clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  const inbox = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(inbox.getByText(/^Enter the code we sent/)).toBeVisible({ timeout: 20_000 });

  const code = loginCodeOf(await waitForMail(email));
  await inbox.getByLabel('Login code').fill(code);
  await inbox.getByRole('button', { name: 'Verify code' }).click();
  await expectSignedInAs(page, 'Carla Coder', { timeout: 20_000 });
});
