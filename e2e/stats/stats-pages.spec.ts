import { writeStory } from '../support/write-story';
import { expect, test } from '../fixtures';

test('a writer follows View stats to a story’s charts and table after a reader read it', async ({
  page,
  visit,
  signIn,
}) => {
  // A reader's events reach the server in the browser's next batch, five seconds on.
  test.setTimeout(120_000);
  const writer = await signIn({ name: 'Stella Writer' });
  const title = 'A story whose stats are watched';
  const { id, path } = await writeStory(page, writer.xsrfToken, title, { publish: true });

  // A reader opens the story from a search engine's results and reads to its end.
  await signIn({ name: 'Rey Reader' });
  await page.setExtraHTTPHeaders({ referer: 'https://www.google.com/' });
  const readSent = page.waitForRequest(
    (request) =>
      request.url().endsWith('/_/batch') && /post\.clientRead/.test(request.postData() ?? ''),
  );
  await visit(path, { accessibility: false });
  await page.mouse.wheel(0, 2000);
  await readSent;
  await page.setExtraHTTPHeaders({});
  const rolled = await page.request.post('/_/test/stats-rollup');
  expect(rolled.ok()).toBe(true);

  await signIn({ username: writer.username });
  await visit(path);
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('menuitem', { name: 'View stats' }).click();
  await expect(page).toHaveURL(new RegExp(`/me/stats/post/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Stats for “${title}”` })).toBeVisible();
  const lifetime = page.getByRole('region', { name: 'Lifetime' });
  await expect(lifetime.getByRole('definition').first()).toHaveText('1');
  const referrers = page.getByRole('region', { name: 'Where readers came from' });
  await expect(referrers.getByText('Search', { exact: true })).toBeVisible();
  await expect(referrers.getByText('www.google.com')).toBeVisible();

  // Both charts are drawn by the charting library.
  const charts = page.getByTestId('stats-chart');
  await expect(charts).toHaveCount(2);
  await expect(charts.first().locator('canvas')).toBeVisible();
  await expect(charts.nth(1).locator('canvas')).toBeVisible();

  // The figures' table takes keyboard focus so it can be scrolled without a mouse.
  const table = page.getByRole('region', {
    name: 'Views, reads and member reading time, last 48 hours',
  });
  await page.getByRole('link', { name: 'All your stats' }).focus();
  let reached = false;
  for (let step = 0; step < 10 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await table.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await expect(table.getByRole('columnheader', { name: 'Hour (UTC)' })).toBeVisible();

  // The writer's overview lists the story and leads back to it.
  await page.getByRole('link', { name: 'All your stats' }).click();
  await expect(page).toHaveURL(/\/me\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/me/stats/post/${id}`,
  );
  await visit('/me/stats');
});

test('someone else’s story stats and a publication’s stats meet the 404 page', async ({
  page,
  signIn,
  expectErrors,
}) => {
  const writer = await signIn({ name: 'Owen Owner' });
  const { id } = await writeStory(page, writer.xsrfToken, 'Private figures', { publish: true });
  await signIn({ name: 'Nosy Parker' });
  for (const url of [`/me/stats/post/${id}`, '/field-notes/stats/overview']) {
    expectErrors({ status: 404, url });
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
  }
});

test('an editor of Field Notes sees its stats overview', async ({ page, visit, signIn }) => {
  await signIn({ username: 'grace' });
  await visit('/field-notes/stats/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Field Notes stats' })).toBeVisible();
  await expect(page.getByTestId('stats-chart').first().locator('canvas')).toBeVisible();
});
