import { demoStoryPath } from '../support/demo-stories';
import { writeStory } from '../support/write-story';
import { expect, test } from '../fixtures';

test('a reader opens a story at its canonical URL and images keep their space', async ({
  page,
  request,
  visit,
}) => {
  const path = await demoStoryPath(request, 'The quiet craft of writing in public');
  const response = await visit(path);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The story's own reading time (More from shows its stories' too).
  await expect(page.getByRole('article').getByText(/\d+ min read/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}$`),
  );

  const images = page.locator('article figure img');
  const count = await images.count();
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('srcset', /\/media\/resize:fit:\d+\//);
    const ratio = await image.evaluate((element) => getComputedStyle(element).aspectRatio);
    expect(ratio).not.toBe('auto');
  }
});

test('a reader sees the story with its images', async ({ page, request, visit }) => {
  await visit(await demoStoryPath(request, 'The quiet craft of writing in public'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'The quiet craft of writing in public' }),
  ).toBeVisible();
  const image = page.getByRole('img', { name: 'A desk by the window, early morning.' });
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(0);
});

test('an author sees the writer controls and copies the friend link', async ({
  page,
  visit,
  signIn,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await signIn({ name: 'Erin Author' });
  const { path } = await writeStory(page, session.xsrfToken, 'A story with a friend link', {
    publish: true,
  });
  await visit(path);
  await expect(page.getByTestId('bar-draft-label')).toHaveCount(0);
  await page.getByRole('button', { name: 'Story options' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Edit story' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Story settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'View stats' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Share Friend Link' }).click();
  const linkField = page.getByRole('textbox', { name: 'Friend Link' });
  await expect(linkField).toHaveValue(/source=friends_link&sk=/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5000 });
});

test('when the browser refuses to copy the friend link, the box says so instead of Copied', async ({
  page,
  visit,
  signIn,
}) => {
  // The clipboard refuses, as it does without permission or on a page served over plain http.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  const session = await signIn({ name: 'Cleo Copier' });
  const { id, path } = await writeStory(page, session.xsrfToken, 'A link that will not copy', {
    publish: true,
  });
  await visit(path);
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('menuitem', { name: 'Share Friend Link' }).click();
  const linkField = page.getByRole('textbox', { name: 'Friend Link' });
  await expect(linkField).toHaveValue(new RegExp(`${id}\\?source=friends_link&sk=[\\w-]+$`));
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The link could not be copied.' }),
  ).toHaveText(
    'The link could not be copied. It is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  );
  await expect(page.getByRole('button', { name: 'Copied' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  // The link is selected, ready to copy by hand.
  const selected = await linkField.evaluate(
    (input: HTMLInputElement) =>
      document.activeElement === input &&
      input.selectionStart === 0 &&
      input.selectionEnd === input.value.length,
  );
  expect(selected).toBe(true);
});

test('an author sees the draft label in the bar on an unpublished story', async ({
  page,
  visit,
  signIn,
}) => {
  const session = await signIn({ name: 'Drew Drafter' });
  const { path } = await writeStory(page, session.xsrfToken, 'Not ready yet', { publish: false });
  await visit(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Not ready yet' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Draft', { exact: true })).toBeVisible();
});

test('the page paints with the styles it shows and styles what the reader opens later', async ({
  page,
  request,
  visit,
  signIn,
}) => {
  await signIn({ name: 'Mo Reader' });
  const path = await demoStoryPath(request, 'The quiet craft of writing in public');
  await visit(path);
  // The menu's own rules are not among those the first paint needed…
  const deferred = page.locator('link[rel="stylesheet"][data-deferred]');
  expect(await deferred.count()).toBeGreaterThan(0);
  // …and arrive with the full stylesheets once the page has painted.
  await expect(deferred.and(page.locator('[disabled]'))).toHaveCount(0);
  await page.getByRole('button', { name: 'More actions for this story' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCSS('position', 'absolute');
  await expect(menu).toHaveCSS('z-index', '600');
});

test('a signed-in reader given the logged-out copy by a busy server gets their own bar once the page is interactive', async ({
  page,
  request,
  visit,
  signIn,
}) => {
  await signIn({ name: 'Bo Busy' });
  const path = await demoStoryPath(request, 'The quiet craft of writing in public');
  // What the server sends a signed-in reader while it sheds load: the page as
  // anyone logged out gets it, marked with the signed-out-copy server timing.
  let servedPage = '';
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      // The test's own request context carries none of the browser's cookies.
      const copy = await request.get(path);
      servedPage = await copy.text();
      await route.fulfill({
        status: copy.status(),
        body: servedPage,
        headers: {
          ...copy.headers(),
          'server-timing': 'signed-out-copy;desc="Served while the server is busy"',
          'cache-control': 'private, no-store',
        },
      });
    },
  );
  await visit(path);
  expect(servedPage).toContain('"viewerId":null');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get started' })).toHaveCount(0);
});
