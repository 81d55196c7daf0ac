import { expect, type Page } from '@playwright/test';

/**
 * Checks that the bar shows a signed-in person: the avatar button opens the
 * user menu, whose first item names them (and links to their profile).
 */
export async function expectSignedInAs(
  page: Page,
  name: string,
  options: { username?: string; timeout?: number } = {},
): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const account = nav.getByRole('button', { name: 'Your account' });
  await expect(account).toBeVisible({ timeout: options.timeout });
  // The menu opens once the page is interactive.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
    timeout: options.timeout,
  });
  await account.click();
  const profileItem = nav.getByRole('menuitem', { name });
  await expect(profileItem).toBeVisible();
  if (options.username) await expect(profileItem).toHaveAttribute('href', `/@${options.username}`);
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('menu')).toHaveCount(0);
}
