import { expect, expectAccessible, test } from '../fixtures';

/** The publication menu (navigation §2.4), its feature pages and Send feedback, as people use them. */

test('an editor’s menu on the publication’s pages leads to its pages, and a feature page is made', async ({
  page,
  visit,
  signIn,
}) => {
  await signIn({ username: 'grace' });
  await visit('/field-notes');
  await page.getByRole('button', { name: 'Manage Field Notes' }).click();
  const menu = page.getByRole('menu', { name: 'Manage Field Notes' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'New story',
    'Stories',
    'Stats',
    'Followers',
    'Newsletter',
    'Navigation',
    'Feature pages',
    'Settings',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Stats' })).toHaveAttribute(
    'href',
    '/field-notes/stats/overview',
  );
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Feature pages' }).click();
  await expect(page).toHaveURL(/\/field-notes\/settings\/feature-pages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feature pages' })).toBeVisible();

  const slug = `picks-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New feature page' }).click();
  await page.getByLabel('Title').fill('Editors’ picks');
  await page.getByLabel('URL').fill(slug);
  const stories = page.getByRole('group', { name: 'Stories, in the order readers see them' });
  const choices = stories.getByRole('checkbox');
  const firstTitle = (await choices.nth(0).locator('xpath=..').textContent())?.trim() ?? '';
  const secondTitle = (await choices.nth(1).locator('xpath=..').textContent())?.trim() ?? '';
  await choices.nth(0).check();
  await choices.nth(1).check();
  // The second chosen goes first, moved with the keyboard.
  await page.getByRole('button', { name: `Move “${secondTitle}” up` }).focus();
  await page.keyboard.press('Enter');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create feature page' }).click();
  await expect(page.getByText('Feature page created.')).toBeVisible();

  await page.getByRole('link', { name: 'View: Editors’ picks' }).click();
  await expect(page).toHaveURL(new RegExp(`/field-notes/pages/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Editors’ picks' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(0)).toContainText(secondTitle);
  await expect(cards.nth(1)).toContainText(firstTitle);
  await expectAccessible(page);
});

test('readers and writers get no publication menu, and a reused feature page address is refused', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  await signIn();
  await visit('/field-notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Field Notes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Field Notes' })).toHaveCount(0);

  await signIn({ username: 'grace' });
  await visit('/field-notes/settings/feature-pages');
  const slug = `taken-${Date.now().toString(36)}`;
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'New feature page' }).click();
    await page.getByLabel('Title').fill(`Attempt ${attempt}`);
    await page.getByLabel('URL').fill(slug);
    if (attempt === 2)
      expectErrors({
        graphql: 'This publication already has a feature page at that URL.',
        code: 'BAD_REQUEST',
      });
    await page.getByRole('button', { name: 'Create feature page' }).click();
  }
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This publication already has a feature page at that URL.',
  );
});

test('the creator turns the Aurora pages on; the menu changes and an editor sends feedback', async ({
  page,
  visit,
  signIn,
}) => {
  await signIn();
  const slug = `aurora-${Date.now().toString(36)}`;
  await visit('/publication-beta');
  await page.getByLabel('Name').fill('Aurora Trial');
  await page.getByLabel(/^URL/).fill(slug);
  await page.getByRole('button', { name: 'Create publication' }).click();
  await expect(page).toHaveURL(/\/me\/publications$/);

  await visit(`/${slug}/settings`);
  await page.getByLabel('Aurora-eligible: this publication may use the Aurora pages').check();
  await page.getByLabel('Readers see the Aurora pages').check();
  await page.getByRole('button', { name: 'Save Aurora settings' }).click();
  await expect(page.getByText('Aurora settings saved.')).toBeVisible();

  await visit(`/${slug}`);
  await page.getByRole('button', { name: 'Manage Aurora Trial' }).click();
  const menu = page.getByRole('menu', { name: 'Manage Aurora Trial' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'New story',
    'Stories',
    'Stats',
    'Followers',
    'Newsletter',
    'Homepage and settings',
    'Design',
    'Send feedback',
  ]);
  await menu.getByRole('menuitem', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback on Aurora Trial’s Aurora pages' });
  await dialog.getByLabel('Your feedback').fill('The header could take a cover image.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thanks! Your feedback has been sent.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
