import { expect, test } from '../fixtures';

test('creating a publication: the address follows the name, a refused address is said and nothing typed is lost', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  await signIn({ name: 'Pia Publisher' });
  const name = `Search Party ${Date.now().toString(36)}`;
  await visit('/publication-beta');
  const nameField = page.getByLabel('Name');
  const address = page.getByLabel(/^URL/);
  await nameField.fill(name);
  const suggested = name.toLowerCase().replaceAll(' ', '-');
  await expect(address).toHaveValue(suggested);

  // A reserved address is refused in the server's words, on the form, which keeps it all.
  expectErrors({
    graphql: 'That URL is reserved. Please choose another one.',
    code: 'BAD_REQUEST',
  });
  await address.fill('search');
  await page.getByLabel('Tagline').fill('Looking for good stories');
  await page.getByRole('button', { name: 'Create publication' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'That URL is reserved. Please choose another one.',
  );
  await expect(page).toHaveURL(/\/publication-beta$/);
  await expect(nameField).toHaveValue(name);
  await expect(address).toHaveValue('search');
  await expect(page.getByLabel('Tagline')).toHaveValue('Looking for good stories');

  // With an address of its own it is made, and its name leads to its home.
  await address.fill(suggested);
  await page.getByRole('button', { name: 'Create publication' }).click();
  await expect(page).toHaveURL(/\/me\/publications$/);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${suggested}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
