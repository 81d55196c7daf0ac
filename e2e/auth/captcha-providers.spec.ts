import type { Locator, Page } from '@playwright/test';
import type { WidgetCaptchaProvider } from '@shared/auth/captcha';
import { startTestCaptchaProvider } from '@server/test/captcha-provider';
import type { TestCaptchaProvider } from '@server/test/captcha-provider';
import { expect, expectAccessible, test } from '../fixtures';
import { watchErrors } from '../support/console-errors';
import { waitForMail } from '../support/outbox';
import { startAppServer } from '../support/start-app-server';
import type { AppServer } from '../support/start-app-server';

/**
 * Signing up by e-mail on sites using reCAPTCHA, hCaptcha and Turnstile. Each
 * runs as its own app server pointed at a local stand-in that serves the
 * provider's browser API and siteverify endpoint on loopback; the page's
 * Content-Security-Policy has to let the widget script in.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const SITE_KEY = 'e2e-site-key';
const SECRET = 'e2e-captcha-secret';
const PROVIDERS: Array<{ provider: WidgetCaptchaProvider; port: number }> = [
  { provider: 'recaptcha', port: BASE_PORT + 3 },
  { provider: 'hcaptcha', port: BASE_PORT + 4 },
  { provider: 'turnstile', port: BASE_PORT + 5 },
];

let stand: TestCaptchaProvider;
const servers = new Map<WidgetCaptchaProvider, AppServer>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stand = await startTestCaptchaProvider({
    port: BASE_PORT + 6,
    siteKey: SITE_KEY,
    secret: SECRET,
  });
  const started = await Promise.all(
    PROVIDERS.map(({ provider, port }) =>
      startAppServer(port, {
        CAPTCHA_PROVIDER: provider,
        CAPTCHA_SITE_KEY: SITE_KEY,
        CAPTCHA_SECRET: SECRET,
        CAPTCHA_SCRIPT_URL: stand.scriptUrl(provider),
        CAPTCHA_VERIFY_URL: stand.verifyUrl(provider),
      }),
    ),
  );
  PROVIDERS.forEach(({ provider }, index) => servers.set(provider, started[index] as AppServer));
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await stand?.close();
});

function uniqueEmail(provider: string): string {
  return `${provider}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

async function openSignUp(page: Page, email: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Get started' })
    .click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up with email' });
  await dialog.getByLabel('Your email').fill(email);
  return dialog;
}

/**
 * The captcha answered with Next paid for the address lookup and the mail
 * alike: for a new address the name follows, and Next sends with no second
 * challenge.
 */
async function nameAndSend(dialog: Locator, name: string) {
  await dialog.getByLabel('Your full name').fill(name);
  await dialog.getByRole('button', { name: 'Next' }).click();
}

async function finishSignUp(page: Page, server: AppServer, email: string) {
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible({
    timeout: 20_000,
  });
  const mail = await waitForMail(email, { dataDir: server.dataDir });
  const link = mail.links.find((href) => href.includes('/m/callback/email'));
  expect(link, `a sign-in link in: ${mail.text}`).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/registration-form/);
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
}

function lastVerification(provider: WidgetCaptchaProvider) {
  return stand.verifications.filter((entry) => entry.provider === provider).at(-1);
}

test('reCAPTCHA: the invisible challenge answers when Next is pressed', async ({ page, visit }) => {
  const server = servers.get('recaptcha') as AppServer;
  const errors = watchErrors(page);
  const email = uniqueEmail('recaptcha');
  await visit(`${server.url}/`);
  const dialog = await openSignUp(page, email);
  await expect(dialog.getByText('protected by reCAPTCHA (local test)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await nameAndSend(dialog, 'Rhea Recaptcha');
  await finishSignUp(page, server, email);
  expect(lastVerification('recaptcha')?.form).toMatchObject({
    secret: SECRET,
    remoteip: '127.0.0.1',
  });
  expect(errors).toEqual([]);
});

test('hCaptcha: a closed challenge sends nothing; answering it sends the mail', async ({
  page,
  visit,
}) => {
  const server = servers.get('hcaptcha') as AppServer;
  const errors = watchErrors(page);
  const email = uniqueEmail('hcaptcha');
  await visit(`${server.url}/`);
  const dialog = await openSignUp(page, email);
  const next = dialog.getByRole('button', { name: 'Next' });
  const challenge = page.locator('[role="dialog"][aria-label="hCaptcha challenge"]');

  await next.click();
  await challenge.getByRole('button', { name: 'Close challenge' }).click();
  await expect(challenge).toHaveCount(0);
  await expect(next).toBeEnabled();
  await expect(dialog.getByText('Please try again.')).toHaveCount(0);
  expect(lastVerification('hcaptcha')).toBeUndefined();

  await next.click();
  await challenge.getByRole('button', { name: 'I am human' }).click();
  await nameAndSend(dialog, 'Hana Hcaptcha');
  // One challenge for the whole step: none comes back for the mail.
  await expect(challenge).toHaveCount(0);
  await finishSignUp(page, server, email);
  expect(lastVerification('hcaptcha')?.form).toMatchObject({
    secret: SECRET,
    sitekey: SITE_KEY,
    remoteip: '127.0.0.1',
  });
  expect(errors).toEqual([]);
});

test('Turnstile: the managed widget shows in the form and its token goes with Next', async ({
  page,
  visit,
}) => {
  const server = servers.get('turnstile') as AppServer;
  const errors = watchErrors(page);
  const email = uniqueEmail('turnstile');
  await visit(`${server.url}/`);
  const dialog = await openSignUp(page, email);
  await expect(dialog.getByText('Success!')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await nameAndSend(dialog, 'Tara Turnstile');
  await finishSignUp(page, server, email);
  expect(lastVerification('turnstile')?.form).toMatchObject({
    secret: SECRET,
    remoteip: '127.0.0.1',
  });
  expect(errors).toEqual([]);
});
