import { expect, test } from '../fixtures';
import { graphql, publishStoryByApi } from '../support/story-graphql';

/** The form's colour text fields (the swatch pickers are named "… picker"). */
const field = (label: string) => ({ name: label, exact: true });

test('a writer designs their profile: the preview follows each change, and the saved design shows on their profile', async ({
  page,
  visit,
  signIn,
}) => {
  const writer = await signIn({ name: 'Dana Design' });
  await visit('/me/design');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design');
  const preview = page.getByTestId('design-preview');
  await expect(preview).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  await page.getByRole('textbox', field('Background colour')).fill('#1a1a2e');
  await expect(preview).toHaveCSS('background-color', 'rgb(26, 26, 46)');
  // Text switches to the ink that reads on a dark background.
  await expect(preview).toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.getByRole('textbox', field('Primary colour')).fill('#fc0');
  await expect(preview.getByText('Follow')).toHaveCSS('background-color', 'rgb(255, 204, 0)');
  await page.getByLabel('Font 2 (story text)').selectOption('SERIF_2');
  await expect(preview.getByText(/^Story text is set/)).toHaveCSS('font-family', /^georgia/);

  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your design is saved.' })).toBeVisible();

  await page.getByRole('link', { name: 'See it on your profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/@${writer.username}$`));
  const profile = page.locator('main');
  await expect(profile).toHaveCSS('background-color', 'rgb(26, 26, 46)');
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Design' })).toHaveCSS(
    'color',
    'rgb(255, 255, 255)',
  );
  // A fresh load (the server's render) carries the design too, and the editor opens at it.
  await visit(`/@${writer.username}`);
  await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(26, 26, 46)');
  await visit('/me/design');
  await expect(page.getByRole('textbox', field('Primary colour'))).toHaveValue('#ffcc00');

  // Their stories wear it: the background, and story text in the chosen font.
  const story = await publishStoryByApi(page, writer, 'Night colours', 'Set in Georgia.');
  await visit(story.path);
  await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(26, 26, 46)');
  await expect(page.getByText('Set in Georgia.')).toHaveCSS('font-family', /^georgia/);
});

test('a palette below WCAG AA contrast is refused with the pair and its ratio; a colour that does not read is marked', async ({
  page,
  visit,
  signIn,
}) => {
  await signIn();
  await visit('/me/design');
  const background = page.getByRole('textbox', field('Background colour'));
  await background.fill('#808080');
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Text on this background has a contrast of 3.5:1; it needs at least 4.5:1.',
  );
  await expect(page.getByRole('button', { name: 'Save design' })).toHaveAccessibleDescription(
    'Text on this background has a contrast of 3.5:1; it needs at least 4.5:1.',
  );

  const primary = page.getByRole('textbox', field('Primary colour'));
  await primary.fill('bleu');
  await expect(primary).toHaveAttribute('aria-invalid', 'true');
  await expect(primary).toHaveAccessibleDescription(/Unrecognized or invalid color string$/);
  await primary.fill('#12');
  await expect(primary).toHaveAccessibleDescription(/Invalid color string$/);

  // Put right, it saves (and the page ends readable for the accessibility check).
  await primary.fill('#1a8917');
  await background.fill('#ffffff');
  await expect(primary).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your design is saved.' })).toBeVisible();
});

test('the old /me/styles address moves to /me/design; a visitor is asked to sign in on both editors', async ({
  page,
  visit,
}) => {
  const moved = await page.request.get('/me/styles', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/me/design');
  await visit('/me/design');
  await expect(page.getByText('Sign in to design your profile and your stories.')).toBeVisible();
  await visit('/field-notes/design');
  await expect(page.getByText('Sign in to design this publication.')).toBeVisible();
});

test("a publication's creator designs it; someone else meets the 404 page", async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  const creator = await signIn();
  const slug = `designed-${creator.username}`.slice(0, 40);
  const publication = await graphql<{ createPublication: { id: string } }>(
    page,
    creator,
    'mutation ($slug: String!) { createPublication(input: { name: "Designed Notes", slug: $slug }) { id } }',
    { slug },
  );

  await visit(`/${slug}/design`);
  await expect(page.getByText('Choose the colours and type of Designed Notes.')).toBeVisible();
  await page.getByLabel('Name shown as').selectOption('LOGO');
  await page.getByLabel('Header size').selectOption('LARGE');
  const name = page.getByTestId('design-preview').getByText('Designed Notes');
  await expect(name).toHaveCSS('text-transform', 'uppercase');
  await page.getByRole('textbox', field('Primary colour')).fill('#0b5394');
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your design is saved.' })).toBeVisible();

  // Its stories wear it: the creator's own story, which goes into the publication at once.
  const story = await publishStoryByApi(page, creator, 'Designed dispatch', 'In the publication.');
  const joined = await graphql<{ submitStoryToPublication: { mediumUrl: string } }>(
    page,
    creator,
    'mutation ($c: ID!, $p: ID!) { submitStoryToPublication(collectionId: $c, postId: $p) { mediumUrl } }',
    { c: publication.createPublication.id, p: story.id },
  );
  await visit(new URL(joined.submitStoryToPublication.mediumUrl, 'http://x').pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Designed dispatch');
  await expect(page.locator('main')).toHaveCSS('--color-accent', '#0b5394');

  const moved = await page.request.get(`/${slug}/styles`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/${slug}/design`);

  await signIn();
  expectErrors({ status: 404, url: `/${slug}/design` });
  const response = await page.goto(`/${slug}/design`);
  expect(response?.status()).toBe(404);
});
