import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test, type TestSession } from '../fixtures';
import { graphql, publishStoryByApi } from '../support/story-graphql';

const PASSAGE =
  'Every notification deserves a sentence that reads well and a passage that stays short.';

function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface Reader {
  page: Page;
  session: TestSession;
}

/** Another person in a browser of their own, signed in through the test route. */
async function signInReader(browser: Browser, baseURL: string, name: string): Promise<Reader> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/_/test/session', {
    data: { name, username: unique('bell') },
  });
  if (!response.ok()) throw new Error(`session answered ${response.status()}`);
  return { page: await context.newPage(), session: (await response.json()) as TestSession };
}

async function clap(reader: Reader, postId: string, count = 1) {
  await graphql(
    reader.page,
    reader.session,
    'mutation ($id: ID!, $count: Int!) { clap(postId: $id, count: $count) { clapCount } }',
    { id: postId, count },
  );
}

async function respond(reader: Reader, postId: string, text: string) {
  await graphql(
    reader.page,
    reader.session,
    `
      mutation ($id: ID!, $content: PostContentInput!) {
        publishResponse(inResponseToPostId: $id, content: $content) {
          id
        }
      }
    `,
    { id: postId, content: { paragraphs: [{ name: 'r1', type: 'P', text }] } },
  );
}

async function leaveNote(reader: Reader, postId: string, content: string) {
  await graphql(
    reader.page,
    reader.session,
    `
      mutation ($id: ID!, $content: String!) {
        createNote(
          postId: $id
          paragraphName: "w1"
          startOffset: 0
          endOffset: 18
          content: $content
        ) {
          id
        }
      }
    `,
    { id: postId, content },
  );
}

test('a writer opens the user menu by keyboard and reads what readers did in the bell', async ({
  browser,
  page,
  signIn,
  visit,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const writer = await signIn({ name: 'Wanda Writer' });
  // Staff accounts are the ones offered the style editor (Design).
  const promoted = await page.request.post('/_/test/staff', { data: { userId: writer.userId } });
  expect(promoted.ok()).toBe(true);
  const title = unique('The bell rings ');
  const story = await publishStoryByApi(page, writer, title, PASSAGE);

  const rita = await signInReader(browser, baseURL, 'Rita Reader');
  const ravi = await signInReader(browser, baseURL, 'Ravi Reader');
  await graphql(
    rita.page,
    rita.session,
    'mutation ($id: ID!) { followUser(targetUserId: $id) { id } }',
    {
      id: writer.userId,
    },
  );
  await graphql(
    rita.page,
    rita.session,
    'mutation ($id: ID!) { createQuote(postId: $id, paragraphName: "w1", startOffset: 0, endOffset: 70) { id } }',
    { id: story.id },
  );
  await clap(rita, story.id);
  // Ravi's nine claps take the story past its first milestone (10 claps).
  await clap(ravi, story.id, 9);
  await respond(ravi, story.id, 'A response the bell should announce.');
  await leaveNote(ravi, story.id, 'A private thought for the writer.');

  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });

  // The user menu, by keyboard only: items in the spec's order, arrows, End, Escape.
  const menuButton = nav.getByRole('button', { name: 'Your account' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Your account' });
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText([
    `Wanda Writer @${writer.username}`,
    'New story',
    'Stories',
    'Series',
    'Stats',
    'Design',
    'Settings',
    'Reading list',
    'Publications',
    'Control Your Recommendations',
    'Partner Program',
    'Become a member',
    'Profile',
    'Help',
    'Sign out',
  ]);
  await expect(items.first()).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/me/settings',
  );
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
    'href',
    `/m/signout/${writer.xsrfToken}`,
  );
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'New story' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // The bell counts six rows: a follow, a highlight, two readers' claps grouped in one,
  // the claps milestone, a response and a private note.
  const bell = nav.getByRole('link', { name: 'Notifications, 6 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const rows = popover.getByRole('listitem');
  await expect(rows).toHaveCount(6);
  await expect(rows.filter({ hasText: 'Rita Reader started following you' })).toHaveCount(1);
  await expect(
    rows.filter({ hasText: `Ravi Reader and 1 other clapped for ${title}` }),
  ).toHaveCount(1);
  await expect(rows.filter({ hasText: `${title} reached 10 claps` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `Ravi Reader responded to ${title}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `Ravi Reader left a note on ${title}` })).toHaveCount(1);
  const quote = rows.filter({ hasText: `Rita Reader highlighted a passage in ${title}` });
  await expect(quote).toContainText('Every notification deserves a sentence that reads…');
  await expect(quote).toContainText(/Just now|\d+ minutes? ago/);
  await expect(popover.getByText("You're all caught up")).toBeVisible();
  await expect(popover.getByRole('link', { name: 'Your stats' })).toHaveAttribute(
    'href',
    '/me/stats',
  );
  // Opening reset the bell.
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Responses: only the response.
  await popover.getByRole('tab', { name: 'Responses' }).click();
  await expect(popover.getByRole('tab', { name: 'Responses' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Ravi Reader responded to ${title}`);
  await expect(popover.getByText("You're all caught up")).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);

  // The server recorded the visit: after a reload the bell stays at 0.
  const status = page.waitForResponse(
    (response) =>
      response.url().includes('/_/graphql') &&
      (response.request().postData() ?? '').includes('notificationStatus'),
  );
  await page.reload();
  await (await status).finished();
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(nav.getByTestId('bell-count')).toHaveCount(0);

  // The full page for small screens lists the same rows.
  await visit('/me/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(6);

  await rita.page.context().close();
  await ravi.page.context().close();
});

test('Older notifications pages back until "You\'re all caught up"', async ({
  browser,
  page,
  signIn,
  visit,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const writer = await signIn({ name: 'Paula Pages' });
  const reader = await signInReader(browser, baseURL, 'Rita Reader');
  // Claps on eleven different stories make eleven rows: one more than a page.
  for (let index = 1; index <= 11; index += 1) {
    const story = await publishStoryByApi(page, writer, unique(`Page story ${index} `), PASSAGE);
    await clap(reader, story.id);
  }

  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Notifications, 11 unread' }).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const rows = popover.getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await expect(popover.getByText("You're all caught up")).toHaveCount(0);
  await popover.getByRole('button', { name: 'Older notifications' }).click();
  await expect(rows).toHaveCount(11);
  await expect(rows.filter({ hasText: /Rita Reader clapped for Page story 1 / })).toHaveCount(1);
  await expect(popover.getByText("You're all caught up")).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Older notifications' })).toHaveCount(0);

  await reader.page.context().close();
});
