import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { loginCodeOf, waitForMail } from '../support/outbox';
import { expectSignedInAs } from '../support/signed-in';

const consentFor = (cta: string) =>
  `Click "${cta}" to agree to Quire's Terms of Service and acknowledge that the Privacy Policy applies to you.`;

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/** From the bar to the sign-up dialog's e-mail step. */
async function openSignUpByEmail(page: Page) {
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  return page.getByRole('dialog', { name: 'Sign up with email' });
}

// The new dialog is the default (enable_new_susi_modal defaults on).

test('Get started opens the sign-up dialog; every step is reachable and accessible', async ({
  page,
  visit,
}) => {
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The new modal hides the bar's Sign in link (spec §2.1).
  await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  const getStarted = nav.getByRole('link', { name: 'Get started' });
  await expect(getStarted).toHaveAttribute('href', '/m/signin?operation=register');
  await getStarted.click();

  const dialog = page.getByRole('dialog', { name: 'Join Quire.' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const size = await dialog.evaluate((node) => {
    const style = getComputedStyle(node);
    return { maxWidth: style.maxWidth, minHeight: style.minHeight };
  });
  expect(size).toEqual({ maxWidth: '678px', minHeight: '695px' });
  await expect(dialog.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  await expect(dialog.getByText('Already have an account?')).toBeVisible();
  // The consent line names a button the step shows: the first way offered.
  await expect(dialog.getByText(consentFor('Continue with Google'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expectAccessible(page);

  // Footer switch to sign-in, and back.
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome back.' });
  await expect(signIn.getByText('No account?')).toBeVisible();
  await expectAccessible(page);

  await signIn.getByRole('button', { name: 'Continue with email' }).click();
  const emailStep = page.getByRole('dialog', { name: 'Sign in with email' });
  await expect(emailStep.getByLabel('Your email')).toBeFocused();
  await expectAccessible(page);
  await emailStep.getByRole('button', { name: 'All sign in options' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back.' })).toBeVisible();

  await page.getByRole('button', { name: 'Create one' }).click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up with email' });
  // The name waits until the address is known to be new.
  await expect(signUp.getByLabel('Your full name')).toHaveCount(0);
  await expect(signUp.getByText(consentFor('Next'))).toBeVisible();
  await expect(signUp.getByRole('button', { name: 'Next' })).toBeVisible();

  await signUp.getByLabel('Your email').fill('not-an-address');
  await signUp.getByRole('button', { name: 'Next' }).click();
  await expect(signUp.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(signUp.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await signUp.getByLabel('Your email').fill(`  dana.${Date.now()}@example.org `);
  await signUp.getByRole('button', { name: 'Next' }).click();
  // A new address: now the name, with the focus on it.
  await expect(signUp.getByLabel('Your full name')).toBeFocused({ timeout: 20_000 });
  await expectAccessible(page);
  await signUp.getByLabel('Your full name').fill('Dana Dialog');
  await signUp.getByRole('button', { name: 'Next' }).click();
  const inbox = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(inbox).toBeVisible({ timeout: 20_000 });
  await expect(
    inbox.getByText(
      /Click the link we sent to dana\.\d+@example\.org to complete your account set-up\./,
    ),
  ).toBeVisible();
  // At desktop width the dialog has no code field, and the mail no code.
  await expect(inbox.getByLabel('Login code')).toHaveCount(0);
  await expectAccessible(page);

  await inbox.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(getStarted).toBeFocused();
});

test('Escape closes the dialog and clears the typed e-mail', async ({ page, visit }) => {
  await visit('/');
  const getStarted = page.getByRole('link', { name: 'Get started' });
  await getStarted.click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Your email').fill('typed@example.org');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await getStarted.click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByLabel('Your email')).toHaveValue('');
});

test('the dialog traps focus while open', async ({ page, visit }) => {
  await visit('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let index = 0; index < 12; index += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
});

test('the full page at /m/signin honours operation, entry and error', async ({ page, visit }) => {
  await visit('/m/signin?operation=register');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Quire.' })).toBeVisible();

  await visit('/m/signin?entry=email_login_timeout');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your sign in link has expired' }),
  ).toBeVisible();

  await visit('/m/signin?error=AlreadyExistsGoogle');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This email is already linked to a different Google account.',
  );
});

test('on a phone the mail carries a 6-digit code, and the inbox step signs in with it', async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('cody');
  await visit('/');
  const signUp = await openSignUpByEmail(page);
  await signUp.getByLabel('Your email').fill(email);
  await signUp.getByRole('button', { name: 'Next' }).click();
  await signUp.getByLabel('Your full name').fill('Cody Code');
  await signUp.getByRole('button', { name: 'Next' }).click();
  const inbox = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(inbox.getByText(/^Enter the code we sent/)).toBeVisible({ timeout: 20_000 });
  await inbox.getByLabel('Login code').fill('123');
  await inbox.getByRole('button', { name: 'Verify code' }).click();
  await expect(inbox.getByText('Login code must be 6 digits.')).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail(email);
  expect(mail.text).toContain('Or enter this code: ');
  await inbox.getByLabel('Login code').fill(loginCodeOf(mail));
  await inbox.getByRole('button', { name: 'Verify code' }).click();
  // The code created the account: on to choosing a username.
  await expect(page).toHaveURL(/\/registration-form/, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
});

test('an existing account goes straight to the mail, never asked for a name', async ({
  page,
  request,
  visit,
}) => {
  const email = uniqueEmail('known');
  await request.post('/_/test/session', { data: { name: 'Kim Known', email } });
  await visit('/');
  const signUp = await openSignUpByEmail(page);
  await signUp.getByLabel('Your email').fill(email);
  await signUp.getByRole('button', { name: 'Next' }).click();
  const inbox = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(
    inbox.getByText(
      `We found your account and emailed a magic link to ${email}. Click the link to continue.`,
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Your full name')).toHaveCount(0);
  await expect(inbox.getByLabel('Login code')).toHaveCount(0);

  // Asked for at desktop width, the mail carries the link alone.
  const mail = await waitForMail(email);
  expect(mail.text).not.toMatch(/\bcode\b/i);
  const link = mail.links.find((href) => href.includes('/m/callback/email')) ?? '';
  expect(link, `a sign-in link in: ${mail.text}`).not.toBe('');
  await page.goto(link);
  await expectSignedInAs(page, 'Kim Known');
});

test("the consent line's Terms of Service and Privacy Policy open the Legal page", async ({
  page,
  request,
  visit,
}) => {
  await visit('/');
  const signUp = await openSignUpByEmail(page);
  for (const name of ['Terms of Service', 'Privacy Policy']) {
    const link = signUp.getByRole('link', { name, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    expect((await request.get(href)).status(), `${name} → ${href}`).toBe(200);
    const [legal] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(legal.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(legal.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
    await legal.close();
  }
  // The dialog stayed open behind the new tab, as it was.
  await expect(signUp).toBeVisible();
});

test('no app store badge when the site has no app configured', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Quire.' });
  await expect(dialog.getByRole('link', { name: 'Legal' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download on the App Store' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Get it on Google Play' })).toHaveCount(0);
});
