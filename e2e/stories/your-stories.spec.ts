import type { Page } from '@playwright/test';
import { expect, test, type TestSession } from '../fixtures';

async function graphql<T>(
  page: Page,
  session: TestSession,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await page.request.post('/_/graphql', {
    headers: { 'x-xsrf-token': session.xsrfToken },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

async function createStory(
  page: Page,
  session: TestSession,
  title: string,
  publish?: { visibility: 'PUBLIC' | 'UNLISTED' },
): Promise<string> {
  const created = await graphql<{ createDraft: { id: string } }>(
    page,
    session,
    'mutation ($title: String, $subtitle: String) { createDraft(title: $title, subtitle: $subtitle) { id } }',
    { title, subtitle: `About ${title.toLowerCase()}` },
  );
  const postId = created.createDraft.id;
  if (publish) {
    await graphql(
      page,
      session,
      'mutation ($postId: ID!, $input: PublishPostInput) { publishPost(postId: $postId, input: $input) { id } }',
      { postId, input: { visibility: publish.visibility } },
    );
  }
  return postId;
}

test('a writer manages their stories: tabs with counts, unpublish, delete with confirmation, and story settings', async ({
  page,
  signIn,
  visit,
}) => {
  test.setTimeout(90_000);
  const session = await signIn({ name: 'Stella Stories' });
  await createStory(page, session, 'Draft one');
  await createStory(page, session, 'Published one', { visibility: 'PUBLIC' });
  await createStory(page, session, 'Published two', { visibility: 'PUBLIC' });
  const unlistedId = await createStory(page, session, 'Unlisted one', { visibility: 'UNLISTED' });

  await visit('/me/stories');
  await expect(page).toHaveURL(/\/me\/stories\/drafts$/);
  const tabs = page.getByRole('navigation', { name: 'Story lists' });
  await expect(tabs.getByRole('link', { name: 'Drafts 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: 'Published 2' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Unlisted 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Draft one' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a story' })).toHaveAttribute(
    'href',
    '/new-story',
  );

  await tabs.getByRole('link', { name: 'Published 2' }).click();
  await expect(page).toHaveURL(/\/me\/stories\/public$/);
  await expect(tabs.getByRole('link', { name: 'Published 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Published one' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Published two' })).toBeVisible();

  // Unpublish: the story goes back to the drafts.
  await page.getByRole('button', { name: 'Actions for Published one' }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  await expect(page.getByRole('heading', { name: 'Published one' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Published 1' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Drafts 2' })).toBeVisible();

  // Delete, with the keyboard: the menu opens on its first item; End reaches Delete.
  const actions = page.getByRole('button', { name: 'Actions for Published two' });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit story' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Delete story' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete story' });
  await expect(dialog).toContainText('Delete “Published two”?');
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Published two' })).toBeVisible();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete story' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Published two' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Published 0' })).toBeVisible();
  await expect(page.getByText('You haven’t published a story yet.')).toBeVisible();

  await tabs.getByRole('link', { name: 'Drafts 2' }).click();
  await expect(page.getByRole('heading', { name: 'Published one' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Draft one' })).toBeVisible();

  // Story settings of the unlisted story.
  await tabs.getByRole('link', { name: 'Unlisted 1' }).click();
  await page.getByRole('button', { name: 'Actions for Unlisted one' }).click();
  await page.getByRole('menuitem', { name: 'Story settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${unlistedId}/settings$`));
  await expect(page.getByRole('heading', { name: 'Story settings', level: 1 })).toBeVisible();

  const seoTitle = page.getByRole('textbox', { name: 'SEO title' });
  const longTitle = `${'A very long search title '.repeat(4)}that goes on`;
  expect(longTitle.length).toBeGreaterThan(100);
  await seoTitle.fill(longTitle);
  const count = page.getByText(`${longTitle.length}/100`);
  await expect(count).toBeVisible();
  await expect(count).toHaveAttribute('data-over', 'true');
  await expect(count).toHaveCSS('color', 'rgb(198, 40, 40)');
  await page.getByRole('textbox', { name: 'SEO description' }).fill('A short description.');
  await expect(page.getByText('20/160')).toBeVisible();

  const canonical = page.getByRole('textbox', { name: 'Canonical link' });
  await canonical.fill('example.com/original');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'http:// or https://' })).toBeVisible();
  await canonical.fill('https://example.com/original');
  await page.getByRole('textbox', { name: 'Topics' }).fill('Gardening,');
  await page.getByLabel('License').selectOption({ label: 'Public domain' });
  await page.getByRole('radio', { name: /Member-only/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('textbox', { name: 'SEO title' })).toHaveValue(longTitle);
  await expect(page.getByRole('textbox', { name: 'SEO description' })).toHaveValue(
    'A short description.',
  );
  await expect(canonical).toHaveValue('https://example.com/original');
  await expect(page.getByLabel('License')).toHaveValue('PUBLIC_DOMAIN');
  await expect(page.getByRole('radio', { name: /Member-only/ })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Topics' })).toContainText('Gardening');
});

test('visitors are asked to sign in; unknown tabs and stories that are not yours are not found', async ({
  page,
  signIn,
  visit,
  expectErrors,
}) => {
  await visit('/me/stories/drafts');
  await expect(page.getByRole('heading', { name: 'Your stories' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  expectErrors(
    { status: 404, url: '/me/stories/everything' },
    { status: 404, url: '/p/0123456789ab/settings' },
  );
  const unknownTab = await page.goto('/me/stories/everything');
  expect(unknownTab?.status()).toBe(404);

  await signIn();
  const unknownTabSignedIn = await page.goto('/me/stories/everything');
  expect(unknownTabSignedIn?.status()).toBe(404);
  const notYours = await page.goto('/p/0123456789ab/settings');
  expect(notYours?.status()).toBe(404);
});
