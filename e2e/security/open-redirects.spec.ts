import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * A ?redirect= planted in a link must never take the browser off the site:
 * the probes were /registration-form?redirect=https://evil.example (left
 * after the username step) and /m/signin?redirect=/\evil.example/x (the OK
 * link resolved to http://evil.example/x).
 */

/** Records every request the page makes to evil.example (and never lets one through). */
async function watchEvil(page: Page): Promise<string[]> {
  const attempts: string[] = [];
  await page.route(
    (url) => url.hostname === 'evil.example',
    async (route) => {
      attempts.push(route.request().url());
      await route.abort();
    },
  );
  return attempts;
}

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

for (const redirect of ['https://evil.example', '/\\evil.example/x']) {
  test(`the username step stays on the site for ?redirect=${redirect}`, async ({
    page,
    signIn,
    visit,
    baseURL,
  }) => {
    const attempts = await watchEvil(page);
    await signIn({ name: 'Rita Redirect' });
    await visit(`/registration-form?redirect=${encodeURIComponent(redirect)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
    await page.getByLabel('Username').fill(uniqueName('rita'));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(attempts).toEqual([]);
  });
}

test('the OK of the full sign-in page stays on the site for ?redirect=/\\evil.example/x', async ({
  page,
  signIn,
  visit,
  context,
  baseURL,
}) => {
  const attempts = await watchEvil(page);
  const email = `${uniqueName('olga')}@example.org`;
  await signIn({ name: 'Olga Ok', email });
  await context.clearCookies();

  await visit(`/m/signin?redirect=${encodeURIComponent('/\\evil.example/x')}`);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  const ok = page.getByRole('link', { name: 'OK' });
  await expect(ok).toBeVisible({ timeout: 20_000 });

  const href = (await ok.getAttribute('href')) ?? '';
  expect(new URL(href, page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  await ok.click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(attempts).toEqual([]);
});
