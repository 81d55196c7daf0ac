import { test as base, expect, type Page, type Response } from '@playwright/test';
import { expectAccessible, type AccessibilityOptions } from './support/axe';

export { expect };
export { expectAccessible, type AccessibilityOptions } from './support/axe';

/** What `POST /_/test/session` answers. */
export interface TestSession {
  userId: string;
  username: string;
  xsrfToken: string;
}

export interface SignInOptions {
  name?: string;
  /** Defaults to a fresh, unique username. */
  username?: string;
  email?: string;
}

export interface VisitOptions {
  /** Wait for `<html data-hydrated="true">`; on by default. */
  waitForHydration?: boolean;
  /** Run the axe check once the page is ready: `false` skips it, an object tunes it. */
  accessibility?: boolean | AccessibilityOptions;
}

interface Fixtures {
  /**
   * Opens `path`, waits for hydration and checks accessibility. Use it for
   * every page a test looks at; plain `page.goto` is for status codes,
   * redirects and other raw responses.
   */
  visit: (path: string, options?: VisitOptions) => Promise<Response | null>;
  /** Creates the user when needed and signs this browser context in. */
  signIn: (options?: SignInOptions) => Promise<TestSession>;
  /**
   * Check the page that is open when the test ends (on unless a test turns it
   * off with `test.use({ accessibilityAtEnd: false })`).
   */
  accessibilityAtEnd: boolean;
}

const HYDRATION_TIMEOUT_MS = 15_000;

const pageErrors = new WeakMap<Page, string[]>();

async function isHtmlDocument(page: Page): Promise<boolean> {
  try {
    return (await page.evaluate(() => document.contentType)) === 'text/html';
  } catch {
    return false;
  }
}

async function waitForHydration(page: Page) {
  const errors = pageErrors.get(page) ?? [];
  const hint = errors.length
    ? `; errors in the page:\n${errors.map((error) => `  ${error}`).join('\n')}`
    : '';
  await expect(
    page.locator('html'),
    `${page.url()} should hydrate (set <html data-hydrated="true">)${hint}`,
  ).toHaveAttribute('data-hydrated', 'true', { timeout: HYDRATION_TIMEOUT_MS });
}

function uniqueUsername(): string {
  return `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

// Fixture callbacks call their `use` argument `provide`: the React hooks
// lint rule would take `use(...)` for React's hook.
export const test = base.extend<Fixtures>({
  accessibilityAtEnd: [true, { option: true }],

  page: async ({ page, accessibilityAtEnd }, provide, testInfo) => {
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (error) => errors.push(error.message));

    await provide(page);

    if (!accessibilityAtEnd || testInfo.status !== 'passed' || page.isClosed()) return;
    if (!/^https?:/.test(page.url())) return;
    await page.waitForLoadState('load');
    if (!(await isHtmlDocument(page))) return;
    // A click at the end of a test may have started a navigation; let it
    // settle, without failing here for a page that never hydrates.
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    await expectAccessible(page);
  },

  visit: async ({ page }, provide) => {
    await provide(async (path, options = {}) => {
      const response = await page.goto(path);
      if (options.waitForHydration ?? true) await waitForHydration(page);
      const accessibility = options.accessibility ?? true;
      if (accessibility !== false) {
        await expectAccessible(page, accessibility === true ? {} : accessibility);
      }
      return response;
    });
  },

  signIn: async ({ page }, provide) => {
    await provide(async (options = {}) => {
      const data = { ...options, username: options.username ?? uniqueUsername() };
      const response = await page.request.post('/_/test/session', { data });
      if (!response.ok()) {
        throw new Error(
          `POST /_/test/session answered ${response.status()}: ${await response.text()}`,
        );
      }
      return (await response.json()) as TestSession;
    });
  },
});
