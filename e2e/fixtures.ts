import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Response,
  type TestInfo,
} from '@playwright/test';
import { expectAccessible, type AccessibilityOptions } from './support/axe';
import { BrowserErrorCollector } from './support/browser-errors';
import {
  describeError,
  describeExpected,
  matches,
  unexpectedErrors,
  type ExpectedError,
} from './support/expected-errors';

export { expect };
export { expectAccessible } from './support/axe';
export type { ExpectedError } from './support/expected-errors';

/** What `POST /_/test/session` answers. */
export interface TestSession {
  userId: string;
  username: string;
  xsrfToken: string;
}

interface SignInOptions {
  name?: string;
  /** Defaults to a fresh, unique username. */
  username?: string;
  email?: string;
}

interface VisitOptions {
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
  /**
   * Errors every test in scope may meet without failing, e.g.
   * `test.use({ expectedErrors: [{ status: 429, url: '/_/graphql' }] })`.
   * They need not happen; prefer `expectErrors` in the one test that provokes them.
   */
  expectedErrors: ExpectedError[];
  /**
   * Declares errors this test provokes on purpose (a refused action, a rate
   * limit); each must then happen at least once, and none other may.
   */
  expectErrors: (...errors: ExpectedError[]) => void;
  /** Watches every browser context of the test and fails it on undeclared errors. */
  browserErrors: BrowserErrorWatch;
}

interface BrowserErrorWatch {
  collector: BrowserErrorCollector;
  declared: ExpectedError[];
}

const HYDRATION_TIMEOUT_MS = 15_000;

const errorsByPage = new WeakMap<Page, BrowserErrorCollector>();

async function isHtmlDocument(page: Page): Promise<boolean> {
  try {
    return (await page.evaluate(() => document.contentType)) === 'text/html';
  } catch {
    return false;
  }
}

async function waitForHydration(page: Page) {
  const errors = errorsByPage.get(page)?.errors ?? [];
  const hint = errors.length
    ? `; errors so far:\n${errors.map((error) => `  ${describeError(error)}`).join('\n')}`
    : '';
  await expect(
    page.locator('html'),
    `${page.url()} should hydrate (set <html data-hydrated="true">)${hint}`,
  ).toHaveAttribute('data-hydrated', 'true', { timeout: HYDRATION_TIMEOUT_MS });
}

function uniqueUsername(): string {
  return `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface StoredReports {
  cursor: number;
  reports: Array<{ name: string; message: string; location: string }>;
}

/**
 * The error reports the server stored after `cursor` (without one: only the
 * cursor to start from). They come from every browser, which is one test's
 * only while the suite runs one test at a time (`workers: 1`).
 */
async function storedReports(request: APIRequestContext, cursor?: number): Promise<StoredReports> {
  const query = cursor === undefined ? '' : `?after=${cursor}`;
  const response = await request.get(`/_/test/client-errors/since${query}`);
  if (!response.ok()) throw new Error(`/_/test/client-errors/since answered ${response.status()}`);
  return (await response.json()) as StoredReports;
}

/**
 * After the test: every error the browser met must be one the test declared,
 * and every error declared with `expectErrors` must have happened.
 */
async function checkBrowserErrors(
  watch: BrowserErrorWatch,
  allowed: ExpectedError[],
  testInfo: TestInfo,
): Promise<void> {
  const { collector, declared } = watch;
  const everyExpected = [...declared, ...allowed];
  const unexpected = unexpectedErrors(collector.errors, everyExpected);
  const unmet = declared.filter(
    (expected) => !collector.errors.some((error) => matches(error, expected)),
  );
  if (collector.errors.length > 0)
    await testInfo.attach('browser-errors.txt', {
      body: collector.errors.map(describeError).join('\n'),
      contentType: 'text/plain',
    });
  // A test that already failed says why; these would only bury it.
  if (testInfo.status !== 'passed') return;
  const problems: string[] = [];
  if (unexpected.length > 0)
    problems.push(
      `The browser met ${unexpected.length} error(s) this test did not declare:`,
      ...unexpected.map((error) => `  - ${describeError(error)}`),
      'Fix the cause; a test that provokes one on purpose declares it with ' +
        'expectErrors({ ... }) (see e2e/support/expected-errors.ts).',
    );
  if (unmet.length > 0)
    problems.push(
      'Declared with expectErrors() but never happened:',
      ...unmet.map((expected) => `  - ${describeExpected(expected)}`),
    );
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

// Fixture callbacks call their `use` argument `provide`: the React hooks
// lint rule would take `use(...)` for React's hook.
export const test = base.extend<Fixtures>({
  accessibilityAtEnd: [true, { option: true }],
  expectedErrors: [[], { option: true }],

  browserErrors: [
    async ({ browser, context, request, expectedErrors }, provide, testInfo) => {
      const collector = new BrowserErrorCollector(browser);
      collector.watch(context);
      const reports = await storedReports(request);
      const watch: BrowserErrorWatch = { collector, declared: [] };
      try {
        await provide(watch);
        await collector.settle();
        collector.addStoredReports((await storedReports(request, reports.cursor)).reports);
        await checkBrowserErrors(watch, expectedErrors, testInfo);
      } finally {
        collector.dispose();
      }
    },
    { auto: true },
  ],

  expectErrors: async ({ browserErrors }, provide) => {
    await provide((...errors) => browserErrors.declared.push(...errors));
  },

  page: async ({ page, accessibilityAtEnd, browserErrors }, provide, testInfo) => {
    errorsByPage.set(page, browserErrors.collector);

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
