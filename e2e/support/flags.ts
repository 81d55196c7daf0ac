import type { BrowserContext } from '@playwright/test';

/**
 * Shows this browser other variant-flag values (the test server honours the
 * `quire_test_flags` cookie), leaving the site's flags — and every other
 * test running in parallel — untouched.
 */
export async function useFlags(
  context: BrowserContext,
  baseURL: string,
  flags: Record<string, boolean | string>,
): Promise<void> {
  const value = Object.entries(flags)
    .map(([name, flag]) => `${name}=${String(flag)}`)
    .join(',');
  await context.addCookies([{ name: 'quire_test_flags', value, url: baseURL }]);
}
