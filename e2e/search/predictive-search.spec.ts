import { expect, expectAccessible, test } from '../fixtures';
import { demoStoryPath } from '../support/demo-stories';

const PATIENCE = 'What the harbour taught me about patience';

test('typing a misspelt word in the header finds the story, and the keyboard alone reaches it', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Sam Searcher' });
  await visit('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.focus();
  await page.keyboard.type('patiense');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option', { name: PATIENCE })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('group', { name: 'Stories' })).toBeVisible();
  await expect(list.getByRole('option', { name: "Search for 'patiense' on Quire" })).toBeVisible();
  await expectAccessible(page);

  // Up from the input wraps to the last row; down from the last row wraps to the first.
  await page.keyboard.press('ArrowUp');
  const last = list.getByRole('option', { name: "Search for 'patiense' on Quire" });
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id')) ?? '');
  const options = list.getByRole('option');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  const story = list.getByRole('option', { name: PATIENCE });
  for (let step = 0; step < 20; step += 1) {
    if ((await story.getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(story).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: PATIENCE })).toBeVisible();
});

test('Enter goes to the results page; More leads to a tab; clearing the query closes the popover', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Rita Results' });
  await visit('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.focus();
  await page.keyboard.type('harbour');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option', { name: PATIENCE })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=harbour$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for harbour');
  await expect(page.getByRole('link', { name: new RegExp(PATIENCE) })).toBeVisible();
  await expect(page.locator('main mark').first()).toHaveText(/harbour/i);

  // The results page keeps the query in the box; the reader types over it.
  await expect(box).toHaveValue('harbour');
  await box.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('writ');
  await expect(list).toBeVisible();
  await list.getByRole('group', { name: 'Stories' }).getByRole('option', { name: 'More' }).click();
  await expect(page).toHaveURL(/\/search\?q=writ$/);
  await expect(page.getByRole('link', { name: 'Stories' })).toHaveAttribute('aria-current', 'page');

  await box.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('life');
  await expect(list).toBeVisible();
  await box.fill('');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('a query being typed holds the bar in view while the page scrolls', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Lou Locked' });
  await page.setViewportSize({ width: 1000, height: 500 });
  await visit('/');
  const header = page.locator('header').first();
  await page.getByRole('combobox', { name: 'Search' }).focus();
  await page.keyboard.type('life');
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(400);
  await expect(header).toHaveAttribute('data-visible', 'true');
  await page.getByRole('combobox', { name: 'Search' }).fill('');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-visible', 'false');
});

test('works on a phone: the popover fits the screen', async ({ page, signIn, visit }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signIn({ name: 'Pat Phone' });
  await visit('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.focus();
  await page.keyboard.type('patiense');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option', { name: PATIENCE })).toBeVisible();
  const box2 = await list.boundingBox();
  expect(box2 && box2.x >= 0 && box2.x + box2.width <= 375).toBe(true);
  await expectAccessible(page);
});

test('on a writer’s page the search is scoped to them: "Search {name}" leads to their stories', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Wes Writerpage' });
  await visit('/@linus');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.focus();
  await page.keyboard.type('harbour');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  const scoped = list.getByRole('option', { name: 'Search Linus Mare' });
  await expect(scoped).toBeVisible();
  await expect(list.getByRole('group', { name: 'Tags' })).toHaveCount(0);
  await expect(list.getByRole('group', { name: 'Stories' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(scoped).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/@linus\/search\?q=harbour$/);
  await expect(page.getByText('Stories by Linus Mare')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'What the harbour taught me about patience' }),
  ).toBeVisible();
});

test('on a publication’s pages the search is scoped to it: "Search {name}" leads to its stories', async ({
  page,
  request,
  signIn,
  visit,
}) => {
  const storyPath = await demoStoryPath(request, 'Small tools, sharp edges');
  expect(storyPath).toMatch(/^\/field-notes\//);
  await signIn({ name: 'Pia Publicationpage' });
  await visit(storyPath);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.focus();
  // "tools" is in a Field Notes story; "harbour" only outside it.
  await page.keyboard.type('tools');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  const scoped = list.getByRole('option', { name: 'Search Field Notes' });
  await expect(scoped).toBeVisible();
  await expect(list.getByRole('group', { name: 'Tags' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await expect(scoped).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/field-notes\/search\?q=tools$/);
  await expect(page.getByText('Stories in Field Notes')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Small tools, sharp edges' }),
  ).toBeVisible();
  await visit('/field-notes/search?q=harbour');
  await expect(page.getByText('No stories found for “harbour”.', { exact: false })).toBeVisible();
  await expectAccessible(page);
});
