import { expect, test } from '../fixtures';

test('Field Notes’ header shows its navigation items after Home, and they land', async ({
  page,
  visit,
}) => {
  await visit('/field-notes');
  const nav = page.getByRole('navigation', { name: 'Publication' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Craft', 'Write to us']);
  await expect(nav.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow ugc',
  );
  await expect(nav.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
    'href',
    'https://example.org/field-notes/letters',
  );
  await nav.getByRole('link', { name: 'Craft' }).click();
  await expect(page).toHaveURL(/\/tag\/craft$/);
  await visit('/field-notes');
  await page
    .getByRole('navigation', { name: 'Publication' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page).toHaveURL(/\/field-notes\/about$/);
});

test('an editor adds a tag to the navigation and readers see it on the home', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  await signIn({ username: 'grace' });
  await visit('/field-notes/settings/navigation');
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation' })).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  const added = page.getByRole('group', { name: 'Item 4' });
  await added.getByLabel('Tag', { exact: true }).fill('programming');
  await added.getByLabel(/^Title/).fill('Code');
  // Moved above the external link with the keyboard.
  await added.getByRole('button', { name: 'Move up: Item 4' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Navigation saved.')).toBeVisible();

  await visit('/field-notes');
  const nav = page.getByRole('navigation', { name: 'Publication' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Craft', 'Code', 'Write to us']);
  await nav.getByRole('link', { name: 'Code' }).click();
  await expect(page).toHaveURL(/\/tag\/programming$/);

  // A tag nobody uses is refused in the server's words; the demo's list is put back.
  await visit('/field-notes/settings/navigation');
  const code = page.getByRole('group', { name: 'Item 3' });
  await code.getByLabel('Tag', { exact: true }).fill('no-such-tag-here');
  expectErrors({ graphql: 'There is no tag with that name.', code: 'BAD_REQUEST' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'There is no tag with that name.',
  );
  await code.getByRole('button', { name: 'Remove: Item 3' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Navigation saved.')).toBeVisible();
});

test('the navigation settings are the staff’s alone', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  await visit('/field-notes/settings/navigation');
  await expect(page.getByText('Sign in to edit this publication’s navigation.')).toBeVisible();
  await signIn();
  expectErrors({ status: 404, url: '/field-notes/settings/navigation' });
  const response = await page.goto('/field-notes/settings/navigation');
  expect(response?.status()).toBe(404);
});
