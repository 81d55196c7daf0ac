import { exportPKCS8, generateKeyPair } from 'jose';
import type { Page } from '@playwright/test';
import {
  startLocalSocialProvider,
  type LocalSocialProvider,
} from '@server/test/social-provider/local-social-provider';
import { expect, test } from '../fixtures';
import { watchErrors } from '../support/console-errors';
import { startAppServer, type AppServer } from '../support/start-app-server';

/**
 * Signing up with Facebook, X and Apple in the browser: a site configured for
 * all three, pointed at a local provider that shows its own sign-in page and
 * answers the token exchange and profile read the way each provider does.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const APP_URL = `http://127.0.0.1:${BASE_PORT + 7}`;
const callbackOf = (name: string) => `${APP_URL}/m/callback/authenticate/${name}`;

let provider: LocalSocialProvider;
let server: AppServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const teamKey = await generateKeyPair('ES256', { extractable: true });
  provider = await startLocalSocialProvider({
    port: BASE_PORT + 8,
    facebook: {
      clientId: 'e2e-fb',
      clientSecret: 'e2e-fb-secret',
      redirectUri: callbackOf('facebook'),
    },
    twitter: {
      clientId: 'e2e-x',
      clientSecret: 'e2e-x-secret',
      redirectUri: callbackOf('twitter'),
    },
    apple: {
      clientId: 'org.quire.e2e',
      teamId: 'E2ETEAM001',
      keyId: 'E2EKEY0001',
      publicKey: teamKey.publicKey,
      redirectUri: callbackOf('apple'),
    },
    accounts: {
      facebook: [
        { id: '20100', name: 'Frida Feed', email: 'frida.fb@example.com' },
        { id: '20200', name: 'Fred Declines', email: 'fred.fb@example.com' },
      ],
      twitter: [{ id: '1500000000000000001', name: 'Xena Poster' }],
      apple: [
        { id: '002345.e2e.0101', name: 'Abe Orchard', email: 'abe@privaterelay.appleid.com' },
      ],
    },
  });
  server = await startAppServer(BASE_PORT + 7, {
    FACEBOOK_CLIENT_ID: 'e2e-fb',
    FACEBOOK_CLIENT_SECRET: 'e2e-fb-secret',
    TWITTER_CLIENT_ID: 'e2e-x',
    TWITTER_CLIENT_SECRET: 'e2e-x-secret',
    APPLE_CLIENT_ID: 'org.quire.e2e',
    APPLE_TEAM_ID: 'E2ETEAM001',
    APPLE_KEY_ID: 'E2EKEY0001',
    APPLE_PRIVATE_KEY: await exportPKCS8(teamKey.privateKey),
    ...provider.env,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/**
 * Get started → the provider's button → its sign-in page. The sign-up dialog
 * offers Google and Facebook; X and Apple are on the sign-in side, where a
 * first sign-in creates the account.
 */
async function startWith(page: Page, visit: (path: string) => Promise<unknown>, service: string) {
  await visit(`${APP_URL}/`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Get started' })
    .click();
  if (service !== 'Facebook') {
    await page
      .getByRole('dialog', { name: 'Join Quire.' })
      .getByRole('button', { name: 'Sign in', exact: true })
      .click();
  }
  await page.getByRole('button', { name: `Continue with ${service}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Local .* sign-in$/ })).toBeVisible();
}

async function expectOnboarding(page: Page) {
  await expect(page).toHaveURL(/\/registration-form/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
}

for (const { service, account } of [
  { service: 'Facebook', account: 'Frida Feed' },
  { service: 'Twitter', account: 'Xena Poster' },
  { service: 'Apple', account: 'Abe Orchard' },
]) {
  test(`a first sign-in with ${service} creates the account and asks for a username`, async ({
    page,
    visit,
  }) => {
    const errors = watchErrors(page);
    await startWith(page, visit, service);
    await page.getByLabel('Account').selectOption({ label: account });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectOnboarding(page);
    expect(errors).toEqual([]);
  });
}

test('cancelling at the provider comes back to sign-in with a message', async ({ page, visit }) => {
  const errors = watchErrors(page);
  await startWith(page, visit, 'Facebook');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/m\/signin\?error=SocialSignInFailed/);
  await expect(page.getByText('Sign in did not complete. Please try again.')).toBeVisible();
  expect(errors).toEqual([]);
});
