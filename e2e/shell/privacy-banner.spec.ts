import { expect, test } from '../fixtures';

test.describe('EU privacy banner', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });

  test('is shown to a logged-out EU visitor, hides on accepting, stays hidden, and reports both events', async ({
    page,
    visit,
  }) => {
    const batches: unknown[][] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/_/batch') && request.method() === 'POST') {
        batches.push(request.postDataJSON() as unknown[]);
      }
    });
    await visit('/');
    const accept = page.getByRole('button', { name: 'I agree' });
    await expect(accept).toBeVisible();
    await accept.click();
    await expect(accept).toHaveCount(0);
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === 'privacyPolicyAccepted')
        ?.value,
    ).toBe('201805');

    await expect
      .poll(() => batches.flat().map((event) => (event as { key: string }).key), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(['privacyBanner.shown', 'privacyBanner.accepted']));

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'I agree' })).toHaveCount(0);
  });
});

test('is not shown outside the EU', async ({ page, visit }) => {
  await visit('/');
  await expect(page.getByRole('button', { name: 'I agree' })).toHaveCount(0);
});
