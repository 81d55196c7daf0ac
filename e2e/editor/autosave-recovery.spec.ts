import type { Page, Route } from '@playwright/test';
import { expect, test, type ExpectedError } from '../fixtures';

const OFFLINE_WARNING = "Not saved: check your connection. We'll keep trying.";

function body(page: Page) {
  return page.getByRole('textbox', { name: 'Story', exact: true });
}

async function startStory(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Saving under pressure');
  await body(page).click();
  await page.keyboard.type(text);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/p\/[0-9a-f]+\/edit$/);
}

/** What Chromium logs for each save the dropped connection fails. */
const FAILED_SAVE: ExpectedError = {
  console: 'Failed to load resource: net::ERR_FAILED',
  url: '/_/graphql',
};

/** Fails only the autosave requests, as a dropped connection would. */
async function failSaves(page: Page) {
  await page.route('**/_/graphql', async (route: Route) => {
    if ((route.request().postData() ?? '').includes('SaveDraft')) await route.abort('failed');
    else await route.fallback();
  });
}

test('a writer who loses the connection is warned, keeps typing, and the story saves once it is back', async ({
  page,
  signIn,
  visit,
  expectErrors,
}) => {
  expectErrors(FAILED_SAVE);
  await signIn({ name: 'Olive Offline' });
  await visit('/new-story');
  await startStory(page, 'First line.');

  await failSaves(page);
  await page.keyboard.type(' Written offline.');
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_WARNING })).toBeVisible({
    timeout: 10_000,
  });
  await page.keyboard.type(' Still typing.');

  await page.unroute('**/_/graphql');
  await page.getByRole('button', { name: 'Try now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });

  await page.reload();
  await expect(body(page)).toHaveText('First line. Written offline. Still typing.');
  await expect(page.getByRole('region', { name: /newer changes/ })).toHaveCount(0);
});

test('changes kept on the device are offered back after a reload, and saved when restored', async ({
  page,
  signIn,
  visit,
  expectErrors,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  expectErrors(FAILED_SAVE);
  await signIn({ name: 'Rita Restore' });
  await visit('/new-story');
  await startStory(page, 'Saved part.');

  await failSaves(page);
  await page.keyboard.type(' Device-only part.');
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_WARNING })).toBeVisible({
    timeout: 10_000,
  });

  await page.reload();
  await expect(body(page)).toHaveText('Saved part.');
  const offer = page.getByRole('region', {
    name: 'This device has newer changes than the saved story.',
  });
  await expect(offer).toBeVisible();
  await page.unroute('**/_/graphql');
  await offer.getByRole('button', { name: 'Restore them' }).click();
  await expect(body(page)).toHaveText('Saved part. Device-only part.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });

  await page.reload();
  await expect(body(page)).toHaveText('Saved part. Device-only part.');
  await expect(offer).toHaveCount(0);
});

test('a save from another tab is reported as a conflict instead of being overwritten', async ({
  page,
  context,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Tabitha Tabs' });
  await visit('/new-story');
  await startStory(page, 'Tab one.');

  const other = await context.newPage();
  await other.goto(page.url());
  await expect(body(other)).toHaveText('Tab one.');
  await body(other).click();
  await other.keyboard.press('End');
  await other.keyboard.type(' Tab two.');
  await expect(other.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
  await other.close();

  await body(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Tab one again.');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This story was changed in another tab or window.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});
