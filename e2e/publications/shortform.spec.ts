import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { E2E_LINK_PREVIEW_PORT, serveOpenGraphPage } from '../support/open-graph-page';

/** A publication of the signed-in person's own, made through /publication-beta. */
async function createPublication(page: Page, visit: (path: string) => Promise<unknown>) {
  const slug = `shortform-${Date.now().toString(36)}`;
  await visit('/publication-beta');
  await page.getByLabel('Name').fill('Short Takes');
  await page.getByLabel('URL').fill(slug);
  await page.getByRole('button', { name: 'Create publication' }).click();
  await expect(page).toHaveURL(/\/me\/publications$/);
  return slug;
}

/** From the home's Shortform section to the editor, with the type chosen. */
async function startPost(page: Page, type: 'Link' | 'Picture' | 'Note' | 'Quote') {
  await page.getByRole('link', { name: 'New shortform post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New shortform post' })).toBeVisible();
  await page.getByRole('radio', { name: type, exact: true }).check();
}

const shortformSection = (page: Page) => page.getByRole('region', { name: 'Shortform' });

test('a publication’s creator writes each kind of shortform post and readers see them on its home', async ({
  page,
  visit,
  signIn,
  browser,
  expectErrors,
}) => {
  test.setTimeout(90_000);
  const linked = await serveOpenGraphPage({ port: E2E_LINK_PREVIEW_PORT });
  try {
    await signIn({ name: 'Shona Shortform' });
    const slug = await createPublication(page, visit);
    await visit(`/${slug}`);

    // A note.
    await startPost(page, 'Note');
    await page
      .getByRole('textbox', { name: 'Your note' })
      .fill('The first frost came early this year.');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(
      shortformSection(page).getByText('The first frost came early this year.'),
    ).toBeVisible();

    // A quote, with who said it.
    await startPost(page, 'Quote');
    await page
      .getByRole('textbox', { name: 'Quoted words' })
      .fill('Gardening is the art that uses flowers and plants as paint.');
    await page.getByRole('textbox', { name: 'Who said it' }).fill('Ellen Eckbo');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    const quote = shortformSection(page).locator('blockquote');
    await expect(quote).toHaveText('Gardening is the art that uses flowers and plants as paint.');
    await expect(shortformSection(page).getByText('— Ellen Eckbo')).toBeVisible();

    // A link that is not a web address is refused in the server's words, and nothing is lost.
    await startPost(page, 'Link');
    await page.getByRole('textbox', { name: 'Web address' }).fill('javascript:alert(1)');
    expectErrors({
      graphql: 'Links must start with http://, https:// or mailto:.',
      code: 'BAD_REQUEST',
    });
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Links must start with http://, https:// or mailto:.',
    );
    // The link, unfurled to the page's title and domain.
    await page.getByRole('textbox', { name: 'Web address' }).fill(linked.url);
    await page
      .getByRole('textbox', { name: 'Comment (optional)' })
      .fill('Worth a visit in spring.');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    const link = shortformSection(page).getByRole('link', { name: /Seed swaps near you/ });
    await expect(link).toHaveAttribute('href', linked.url);
    await expect(link).toContainText('127.0.0.1');

    // A picture, through the upload and image pipeline.
    await startPost(page, 'Picture');
    const png = await sharp({
      create: { width: 64, height: 40, channels: 3, background: '#2f6f4f' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Picture to upload')
      .setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Uploaded.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Caption (optional)' }).fill('The north field in May');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    const picture = shortformSection(page).getByRole('img', { name: 'The north field in May' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );

    // Editing the note, then deleting the quote.
    await shortformSection(page).getByRole('link', { name: 'Edit note' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit shortform post' }),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Your note' })
      .fill('The first frost came early, and the kale loved it.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(
      shortformSection(page).getByText('The first frost came early, and the kale loved it.'),
    ).toBeVisible();

    await shortformSection(page).getByRole('link', { name: 'Edit quote' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(shortformSection(page).locator('blockquote')).toHaveCount(0);

    // A logged-out reader sees the three posts, newest first, and no way to edit them.
    const visitor = await browser.newContext();
    try {
      const reader = await visitor.newPage();
      await reader.goto(`/${slug}`);
      const cards = shortformSection(reader).locator('article');
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(0)).toContainText('The north field in May');
      await expect(cards.nth(1)).toContainText('Seed swaps near you');
      await expect(cards.nth(2)).toContainText('the kale loved it');
      await expect(shortformSection(reader).getByRole('link', { name: /^Edit/ })).toHaveCount(0);
      await expect(reader.getByRole('link', { name: 'New shortform post' })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  } finally {
    await linked.close();
  }
});

test('the shortform editor is for the publication’s staff alone', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  await visit('/field-notes/new-shortform');
  await expect(page.getByText('Sign in to post to this publication.')).toBeVisible();
  await signIn();
  expectErrors({ status: 404, url: '/field-notes/new-shortform' });
  const response = await page.goto('/field-notes/new-shortform');
  expect(response?.status()).toBe(404);
});
