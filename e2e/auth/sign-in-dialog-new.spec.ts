import { expect, expectAccessible, test } from '../fixtures';

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
  await expect(signUp.getByLabel('Your full name')).toBeVisible();
  await expect(
    signUp.getByText(
      'Click "Next" to agree to Quire\'s Terms of Service and acknowledge that the Privacy Policy applies to you.',
    ),
  ).toBeVisible();

  await signUp.getByLabel('Your email').fill('not-an-address');
  await signUp.getByRole('button', { name: 'Next' }).click();
  await expect(signUp.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(signUp.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await signUp.getByLabel('Your full name').fill('Dana Dialog');
  await signUp.getByLabel('Your email').fill(`  dana.${Date.now()}@example.org `);
  await signUp.getByRole('button', { name: 'Next' }).click();
  const inbox = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(inbox).toBeVisible({ timeout: 20_000 });
  await expect(inbox.getByText(/Click the link we sent to dana\.\d+@example\.org/)).toBeVisible();
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

test('on a phone the inbox step takes the 6-digit login code', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Your full name').fill('Cody Code');
  await page.getByLabel('Your email').fill(`cody.${Date.now()}@example.org`);
  await page.getByRole('button', { name: 'Next' }).click();
  const inbox = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(inbox.getByText(/^Enter the code we sent/)).toBeVisible({ timeout: 20_000 });
  await inbox.getByLabel('Login code').fill('123');
  await inbox.getByRole('button', { name: 'Verify code' }).click();
  await expect(inbox.getByText('Login code must be 6 digits.')).toBeVisible();
  await expectAccessible(page);
});
