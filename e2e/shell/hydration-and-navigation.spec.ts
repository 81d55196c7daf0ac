import { expect, test } from '../fixtures';
import { demoStoryPath } from '../support/demo-stories';

test('the home page hydrates without sending a GraphQL request', async ({ page, visit }) => {
  const graphqlRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_/graphql')) graphqlRequests.push(request.url());
  });
  await visit('/');
  await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible();
  expect(graphqlRequests).toEqual([]);
});

test('moving between screens happens without a page load, back and forth', async ({
  page,
  visit,
}) => {
  await visit('/');
  await page.evaluate(() => {
    (window as unknown as { pageMarker: string }).pageMarker = 'still here';
  });
  const firstStory = page.getByRole('article').first().getByRole('heading', { level: 2 });
  const title = (await firstStory.textContent()) ?? '';
  await firstStory.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/-[0-9a-f]{12}$/);
  expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe(
    'still here',
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe(
    'still here',
  );
});

test('a story page shows every paragraph the demo story has, as real elements', async ({
  page,
  request,
  visit,
}) => {
  await visit(await demoStoryPath(request, 'Debugging is a conversation with your past self'));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Debugging is a conversation with your past self',
    }),
  ).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Reproduce it.' })).toBeVisible();
  await expect(page.locator('pre')).toContainText('async function fetchUser(id)');
  await expect(page.locator('blockquote')).toContainText('Debugging is twice as hard');
});

test('an unknown path shows the branded 404 page with status 404', async ({
  page,
  expectErrors,
}) => {
  expectErrors({ status: 404, url: '/nope/nope/nope' });
  const response = await page.goto('/nope/nope/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect(page.getByText('Out of nothing, something.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

test('a trailing slash is removed by a redirect', async ({ page }) => {
  await page.goto('/new-story/');
  expect(new URL(page.url()).pathname).toBe('/new-story');
});

test('navigation-only query parameters and the hash are dropped from the address bar', async ({
  page,
}) => {
  await page.goto('/?source=digest&responsesOpen=true#top');
  await expect.poll(() => page.url()).toMatch(/\/$/);
});

test('ids the server wrote and ids the browser adds later name each other', async ({
  page,
  request,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Ida Reference' });
  await visit(await demoStoryPath(request, 'The quiet craft of writing in public'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The button was rendered on the server, the menu only now: its name comes from the button's id.
  await nav.getByRole('button', { name: 'Your account' }).click();
  await expect(nav.getByRole('menu', { name: 'Your account' })).toBeVisible();

  const dangling = await page.evaluate(() => {
    const references = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'];
    const missing: string[] = [];
    for (const element of document.querySelectorAll(references.map((name) => `[${name}]`).join())) {
      for (const name of references) {
        for (const id of (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) missing.push(`${element.localName}[${name}=${id}]`);
        }
      }
    }
    return missing;
  });
  expect(dangling).toEqual([]);
});
