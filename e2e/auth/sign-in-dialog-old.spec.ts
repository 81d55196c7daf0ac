import { expect, expectAccessible, test } from '../fixtures';
import { useFlags } from '../support/flags';

// The old dialog is used when enable_new_susi_modal is off; only this browser sees it off.
test.beforeEach(async ({ context, baseURL }) => {
  await useFlags(context, baseURL ?? '', { enable_new_susi_modal: false });
});

test('Sign in opens the old dialog; its steps are accessible', async ({ page, visit }) => {
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const signInLink = nav.getByRole('link', { name: 'Sign in', exact: true });
  await expect(signInLink).toHaveAttribute('href', '/m/signin');
  await signInLink.click();

  const dialog = page.getByRole('dialog', { name: 'Welcome back.' });
  await expect(dialog).toBeVisible();
  // Computed sizes, not the bounding box: the box is scaled while the dialog animates in.
  const size = await dialog.evaluate((node) => {
    const style = getComputedStyle(node);
    return { maxWidth: style.maxWidth, minHeight: style.minHeight };
  });
  expect(size).toEqual({ maxWidth: '380px', minHeight: '695px' });
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  const emailStep = page.getByRole('dialog', { name: 'Join Quire or sign in' });
  await expect(emailStep.getByRole('button', { name: 'All login options' })).toBeVisible();
  await expectAccessible(page);

  // An unknown address on login moves to UNRECOGNIZED_EMAIL.
  await emailStep.getByLabel('Your email').fill(`nobody.${Date.now()}@example.org`);
  await emailStep.getByRole('button', { name: 'Sign In' }).click();
  const unrecognized = page.getByRole('dialog', { name: "Sorry, we didn't recognize that email." });
  await expect(unrecognized).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);

  await unrecognized.getByRole('button', { name: 'create a new account' }).click();
  const register = page.getByRole('dialog', { name: 'Join Quire or sign in' });
  await expect(register.getByLabel('Your full name')).toBeVisible();
  await expect(register.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await register.getByRole('button', { name: 'All login options' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Quire.' })).toBeVisible();
  await expectAccessible(page);
});

const consentFor = (cta: string) =>
  `Click "${cta}" to agree to Quire's Terms of Service and acknowledge that the Privacy Policy applies to you.`;

test('Get started opens the old dialog on register; its consent names the buttons shown', async ({
  page,
  visit,
}) => {
  await visit('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Quire.' });
  await expect(dialog.getByRole('button', { name: 'Sign up with email' })).toBeVisible();
  // The first way offered is the one the consent names.
  await expect(dialog.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
  await expect(dialog.getByText(consentFor('Sign up with Google'))).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign up with email' }).click();
  const emailStep = page.getByRole('dialog', { name: 'Join Quire or sign in' });
  await expect(emailStep).toBeVisible();
  await expect(emailStep.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expect(emailStep.getByText(consentFor('Sign Up'))).toBeVisible();
  await expect(emailStep.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/legal',
  );
  await expect(emailStep.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/legal',
  );
});
