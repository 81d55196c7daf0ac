import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import type { BrowserError } from '../support/browser-errors';

/**
 * The suite's own guard: every test fails on a browser error it did not
 * declare. The first tests show what is seen of each kind of error; the
 * `test.fail()` group must fail (the fixture's check after the test fails it).
 */

const PROVOKED = 'Provoked on purpose by the harness check';
const BAD_CURSOR = '{ latestPosts(first: 1, after: "!!!") { edges { cursor } } }';

async function throwUncaught(page: Page) {
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, PROVOKED);
  await page.waitForTimeout(200);
}

async function postGraphql(page: Page, query: string) {
  return page.evaluate(async (body) => {
    const response = await fetch('/_/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: await response.text() };
  }, JSON.stringify({ query }));
}

const seen = (errors: BrowserError[]) =>
  errors.map(({ kind, message, status, code }) => ({ kind, message, status, code }));

test('an uncaught exception is seen, and so is the report the page sends of it', async ({
  page,
  visit,
  browserErrors,
  expectErrors,
}) => {
  expectErrors({ pageError: PROVOKED }, { report: PROVOKED });
  await visit('/', { accessibility: false });
  await throwUncaught(page);
  // The page holds its report until it is hidden; settling makes it send.
  await browserErrors.collector.settle();
  expect(seen(browserErrors.collector.errors)).toEqual([
    { kind: 'page error', message: PROVOKED, status: undefined, code: undefined },
    { kind: 'error report', message: PROVOKED, status: undefined, code: 'Error' },
  ]);
});

test('a report sent as the page is left for another is seen', async ({
  page,
  visit,
  expectErrors,
}) => {
  expectErrors({ pageError: PROVOKED }, { report: PROVOKED });
  await visit('/', { accessibility: false });
  await throwUncaught(page);
  // The report leaves with a keep-alive request the browser does not show to the test…
  await page.goto('/m/signin');
  // …so the fixture also reads what the server stored while the test ran; expectErrors
  // above fails the test unless the report is found one way or the other.
});

test('a console error is seen', async ({ page, visit, browserErrors, expectErrors }) => {
  expectErrors({ console: PROVOKED });
  await visit('/', { accessibility: false });
  await page.evaluate((message) => console.error(message), PROVOKED);
  await expect
    .poll(() => seen(browserErrors.collector.errors))
    .toEqual([{ kind: 'console error', message: PROVOKED, status: undefined, code: undefined }]);
});

test('a server error answer is seen once', async ({ page, visit, browserErrors, expectErrors }) => {
  expectErrors({ status: 503, url: '/harness/broken' });
  await page.route('**/harness/broken', (route) => route.fulfill({ status: 503, body: 'down' }));
  await visit('/', { accessibility: false });
  expect(await page.evaluate(() => fetch('/harness/broken').then((r) => r.status))).toBe(503);
  await expect
    .poll(() => seen(browserErrors.collector.errors))
    .toEqual([{ kind: 'http', message: '503', status: 503, code: undefined }]);
});

test('a GraphQL error is seen with its code; declaring it covers the 400 answer too', async ({
  page,
  visit,
  browserErrors,
  expectErrors,
}) => {
  expectErrors({ graphql: 'Invalid cursor.', code: 'BAD_REQUEST' });
  await visit('/', { accessibility: false });
  expect((await postGraphql(page, BAD_CURSOR)).status).toBe(400);
  await browserErrors.collector.settle();
  expect(seen(browserErrors.collector.errors)).toContainEqual({
    kind: 'graphql',
    message: 'Invalid cursor.',
    status: 400,
    code: 'BAD_REQUEST',
  });
});

test.describe('errors allowed for a whole group', () => {
  test.use({ expectedErrors: [{ status: 503, url: '/harness/broken' }] });

  test('pass', async ({ page, visit }) => {
    await page.route('**/harness/broken', (route) => route.fulfill({ status: 503, body: 'down' }));
    await visit('/', { accessibility: false });
    expect(await page.evaluate(() => fetch('/harness/broken').then((r) => r.status))).toBe(503);
  });
});

test.describe('a test fails on', () => {
  test.fail();

  test('an undeclared uncaught exception', async ({ page, visit }) => {
    await visit('/', { accessibility: false });
    await throwUncaught(page);
  });

  test('an undeclared GraphQL error', async ({ page, visit }) => {
    await visit('/', { accessibility: false });
    await postGraphql(page, BAD_CURSOR);
  });

  test('an error in another browser context the test opened', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto('/');
    await throwUncaught(other);
    await context.close();
  });

  test('a declared error that never happens', async ({ visit, expectErrors }) => {
    expectErrors({ pageError: PROVOKED });
    await visit('/', { accessibility: false });
  });
});

test('moderate and minor accessibility findings pass but are attached to the test', async ({
  page,
  visit,
}, testInfo) => {
  await visit('/', { accessibility: false });
  // A deprecated ARIA role: a minor WCAG finding.
  await page.evaluate(() => {
    document
      .querySelector('main')
      ?.insertAdjacentHTML('beforeend', '<div role="directory">Items</div>');
  });
  await expectAccessible(page);
  const attached = testInfo.attachments.filter(
    (attachment) => attachment.name === 'axe-below-serious.json',
  );
  expect(attached).toHaveLength(1);
  const findings = JSON.parse(String(attached[0]?.body)) as Array<{ id: string; impact: string }>;
  expect(findings.map(({ id, impact }) => ({ id, impact }))).toEqual([
    { id: 'aria-deprecated-role', impact: 'minor' },
  ]);
});
