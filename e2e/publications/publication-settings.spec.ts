import { expect, test } from '../fixtures';
import { useFlags } from '../support/flags';

const TAGLINE = 'Essays on craft, attention and the writing life.';
const NEW_TAGLINE = 'Notes from the desk, gathered weekly.';

test('an editor opens Field Notes’ settings from its header and changes the tagline', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  await signIn({ username: 'grace' });
  await visit('/field-notes');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/field-notes\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Publication settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Design' })).toHaveAttribute(
    'href',
    /\/field-notes\/design$/,
  );

  // A name the server refuses is said on the form, and it keeps what was typed.
  expectErrors({
    graphql: 'Please remove the invisible control characters.',
    code: 'BAD_REQUEST',
  });
  const name = page.getByLabel('Name');
  await name.fill('Field\u200bNotes');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Please remove the invisible control characters.',
  );
  await expect(name).toHaveValue('Field\u200bNotes');
  await expect(page.getByText('Your publication was saved.')).toHaveCount(0);
  await name.fill('Field Notes');

  const tagline = page.getByLabel('Tagline');
  await expect(tagline).toHaveValue(TAGLINE);
  await tagline.fill(NEW_TAGLINE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your publication was saved.')).toBeVisible();

  await visit('/field-notes');
  await expect(page.getByText(NEW_TAGLINE)).toBeVisible();

  // The demo publication keeps its own words for the other specs.
  await visit('/field-notes/settings');
  await page.getByLabel('Tagline').fill(TAGLINE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your publication was saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/field-notes\/settings\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Field Notes at a glance' }),
  ).toBeVisible();
  await expect(page.getByText('Published stories')).toBeVisible();
  await page.getByRole('link', { name: 'Navigation' }).click();
  await expect(page).toHaveURL(/\/field-notes\/settings\/navigation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation' })).toBeVisible();
  await visit('/field-notes/settings/followers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Followers of Field Notes' }),
  ).toBeVisible();
});

test('a reader who is not on its staff meets the 404 page at its settings', async ({
  page,
  signIn,
  expectErrors,
}) => {
  await signIn();
  for (const path of ['/settings', '/settings/followers', '/settings/dashboard']) {
    expectErrors({ status: 404, url: `/field-notes${path}` });
    const response = await page.goto(`/field-notes${path}`);
    expect(response?.status()).toBe(404);
  }
  await page.goto('/field-notes');
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
});

test('with custom-domain settings switched off, the settings page offers no link to them', async ({
  page,
  context,
  baseURL,
  visit,
  signIn,
}) => {
  await signIn({ username: 'grace' });
  await visit('/field-notes/settings');
  await expect(page.getByRole('link', { name: 'Custom domain' })).toHaveAttribute(
    'href',
    /\/field-notes\/settings\/custom-domain$/,
  );
  await useFlags(context, baseURL ?? '', { enable_custom_domain_v2_settings: false });
  await visit('/field-notes/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Publication settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Custom domain' })).toHaveCount(0);
});
