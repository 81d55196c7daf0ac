import sharp from 'sharp';
import { expect, expectAccessible, test } from '../fixtures';

test('a writer writes a story with input rules, the toolbar and an image, reloads, publishes it with two topics, and a logged-out reader reads it', async ({
  page,
  signIn,
  visit,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn({ name: 'Wendy Writer' });
  await visit('/new-story');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('A story about gardens');
  await page.getByRole('textbox', { name: 'Subtitle' }).fill('Written in the editor');

  const body = page.getByRole('textbox', { name: 'Story', exact: true });
  await body.click();
  await page.keyboard.type('# Planting season');
  await expect(body.getByRole('heading', { name: 'Planting season' })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Seeds want warm soil');
  // Select "warm" with the keyboard and make it bold from the selection toolbar.
  await page.keyboard.press('ArrowLeft', { delay: 0 });
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(body.locator('strong')).toHaveText('warm');
  // The caret goes to the end of the line; the editor reads the DOM selection
  // asynchronously, and the toolbar leaving shows it has (a person's pause).
  await page.keyboard.press('End');
  await expect(toolbar).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.type('> Patience is a garden tool');
  await expect(body.locator('blockquote')).toHaveText('Patience is a garden tool');
  await page.keyboard.press('Enter');
  await page.keyboard.type('* Tomatoes');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Beans');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel('Choose an image to upload')
    .setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: png });
  await expect(body.locator('figure img')).toBeVisible();
  await page.keyboard.type('A small blue square');

  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/p\/[0-9a-f]+\/edit$/);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'A story about gardens',
  );
  await expect(page.getByRole('textbox', { name: 'Subtitle' })).toHaveValue(
    'Written in the editor',
  );
  const reloaded = page.getByRole('textbox', { name: 'Story', exact: true });
  await expect(reloaded.getByRole('heading', { name: 'Planting season' })).toBeVisible();
  await expect(reloaded.locator('strong')).toHaveText('warm');
  await expect(reloaded.locator('blockquote')).toHaveText('Patience is a garden tool');
  await expect(reloaded.locator('ul li')).toHaveText(['Tomatoes', 'Beans']);
  await expect(reloaded.locator('figure img')).toBeVisible();
  await expect(reloaded.locator('figcaption')).toHaveText('A small blue square');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish story' });
  await expect(dialog).toBeVisible();
  const topics = dialog.getByRole('textbox', { name: 'Topics' });
  await topics.fill('Gardening');
  await topics.press('Enter');
  await topics.fill('Slow living');
  await topics.press(',');
  const chips = dialog.getByRole('list', { name: 'Topics' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(0)).toContainText('Gardening');
  await expect(chips.nth(1)).toContainText('Slow living');
  await expect(dialog.getByRole('button', { name: 'Remove Slow living' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Public' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'License' })).toHaveValue(
    'ALL_RIGHTS_RESERVED',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).not.toHaveURL(/\/edit$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'A story about gardens' }),
  ).toBeVisible();
  const storyUrl = page.url();

  const reader = await browser.newContext({ baseURL });
  const readerPage = await reader.newPage();
  await readerPage.goto(storyUrl);
  await expect(
    readerPage.getByRole('heading', { level: 1, name: 'A story about gardens' }),
  ).toBeVisible();
  await expect(readerPage.getByText('Planting season')).toBeVisible();
  await expect(readerPage.getByText('Patience is a garden tool')).toBeVisible();
  await expect(readerPage.locator('strong', { hasText: 'warm' })).toBeVisible();
  await expect(readerPage.getByText('Tomatoes')).toBeVisible();
  await expect(readerPage.getByText('A small blue square')).toBeVisible();
  await expect(readerPage.getByRole('link', { name: 'Gardening' })).toBeVisible();
  await reader.close();
});

test('an empty draft says why it cannot be published, a long title counts to its limit, and a published story publishes changes', async ({
  page,
  signIn,
  visit,
  expectErrors,
}) => {
  test.setTimeout(90_000);
  await signIn({ name: 'Wendy Writer' });
  await visit('/new-story');
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription('Write a title or a few words to publish.');

  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('A'.repeat(165));
  await expect(page.getByText('165/200', { exact: true })).toBeVisible();
  // Past the limit nothing is cut: the count turns red and the server's refusal is shown.
  expectErrors({ graphql: 'A title can be at most 200 characters.', code: 'BAD_REQUEST' });
  await title.fill('B'.repeat(205));
  await expect(title).toHaveValue('B'.repeat(205));
  const count = page.locator('#story-title-count');
  await expect(count).toHaveText('205/200 (5 characters over the limit)');
  await expect(count).toHaveAttribute('data-over', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveText(
    'Not saved: A title can be at most 200 characters.',
    { timeout: 15_000 },
  );
  await title.fill('Second thoughts');
  await expect(count).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Story', exact: true }).click();
  await page.keyboard.type('The first version.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
  await publish.click();
  await page
    .getByRole('dialog', { name: 'Publish story' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Second thoughts' })).toBeVisible();
  const storyUrl = page.url();

  // Editing it again offers to publish the changes, not a second story.
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('menuitem', { name: 'Edit story' }).click();
  await page.getByRole('textbox', { name: 'Story', exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Then a second one.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  const changes = page.getByRole('dialog', { name: 'Publish changes' });
  await expect(
    changes.getByText('Your edits replace the published version; the story keeps its address.'),
  ).toBeVisible();
  await expect(changes.getByRole('group', { name: 'When' })).toHaveCount(0);
  await changes.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page).toHaveURL(storyUrl);
  await expect(page.getByText('The first version. Then a second one.')).toBeVisible();
});
