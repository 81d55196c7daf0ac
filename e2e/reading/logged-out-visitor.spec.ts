import type { Response } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { demoStoryPath } from '../support/demo-stories';

const STORY = 'Tide tables for beginners';

async function setCookieOf(response: Response | null): Promise<string | null> {
  expect(response?.status()).toBe(200);
  return (await response?.headerValue('set-cookie')) ?? null;
}

test('a logged-out reader gets pages without cookies, and one when acting', async ({
  page,
  visit,
  context,
}) => {
  const storyPath = await demoStoryPath(page.request, STORY);
  const storyId = /([0-9a-f]{12})$/.exec(storyPath)?.[1] ?? '';
  const documents: Array<Promise<string | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.push(setCookieOf(response));
  });

  await visit(storyPath);
  await expect(page.getByRole('heading', { level: 1, name: STORY })).toBeVisible();
  await visit('/');
  expect(await Promise.all(documents)).toEqual([null, null]);
  for (const url of [`/amp/p/${storyId}`, '/feed', '/sitemap.xml']) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const cookies = response.headersArray().filter((header) => header.name === 'set-cookie');
    expect(cookies, url).toEqual([]);
  }

  // Saving and clapping ask the visitor to join first.
  await visit(storyPath);
  await page.getByRole('button', { name: 'Save' }).first().click();
  const join = page.getByRole('dialog', { name: 'Join Quire.' });
  await expect(join).toBeVisible();
  await expectAccessible(page);

  // Starting sign-up is the visitor's first state change: it fetches its token and works.
  await join.getByRole('button', { name: 'Continue with email' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up with email' });
  await signUp.getByLabel('Your full name').fill('Vera Visitor');
  await signUp.getByLabel('Your email').fill(`vera.${Date.now()}@example.org`);
  await signUp.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible({
    timeout: 20_000,
  });
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['uid', 'xsrf']));
  expect(names).not.toContain('sid');
});
