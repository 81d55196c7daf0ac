import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import type { TestSession } from '../fixtures';
import { blockReader } from '../support/block-reader';

const CLAP_OPERATION = 'ClapPost';
const CAP_HINT = 'You have given this story the most claps a reader can: 50.';

async function graphqlAs<T>(
  page: Page,
  session: TestSession,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await page.request.post('/_/graphql', {
    headers: { 'x-xsrf-token': session.xsrfToken },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** A writer publishes a short story through the API; the browser stays signed in as them. */
async function publishStory(
  page: Page,
  writer: TestSession,
  title: string,
): Promise<{ id: string; path: string }> {
  const created = await graphqlAs<{ createDraft: { id: string } }>(
    page,
    writer,
    'mutation ($title: String!, $content: PostContentInput!) { createDraft(title: $title, content: $content) { id } }',
    {
      title,
      content: {
        paragraphs: [
          { name: 'c1', type: 'H3', text: title },
          { name: 'c2', type: 'P', text: 'A story written to be clapped for.' },
        ],
      },
    },
  );
  const published = await graphqlAs<{ publishPost: { id: string; mediumUrl: string } }>(
    page,
    writer,
    'mutation ($id: ID!) { publishPost(postId: $id) { id mediumUrl } }',
    { id: created.createDraft.id },
  );
  const path = new URL(published.publishPost.mediumUrl, 'http://quire.test').pathname;
  return { id: published.publishPost.id, path };
}

/** The counts of every clap request the page sends. */
function recordClapRequests(page: Page): number[] {
  const counts: number[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/_/graphql')) return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: { count?: number };
    } | null;
    if (body?.operationName === CLAP_OPERATION) counts.push(body.variables?.count ?? -1);
  });
  return counts;
}

function clapAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/_/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
        CLAP_OPERATION,
  );
}

function clapButton(page: Page) {
  return page.getByRole('button', { name: 'Clap', exact: true }).first();
}

test('a burst of claps is sent as one request, shows at once in both bars and survives a reload', async ({
  page,
  visit,
  signIn,
}) => {
  const writer = await signIn({ name: 'Clap Writer' });
  const { path } = await publishStory(page, writer, 'Claps come in bursts');
  await signIn({ name: 'Burst Reader' });
  const requests = recordClapRequests(page);

  await visit(path);
  const answered = clapAnswer(page);
  for (let click = 0; click < 5; click += 1) await clapButton(page).click();
  // Shown at once, before the server answers, in the top and the bottom bar alike.
  await expect(page.getByRole('button', { name: '5 claps', exact: true })).toHaveCount(2);
  expect((await answered).ok()).toBe(true);
  // Give a stray second request the time to show itself.
  await page.waitForTimeout(1_500);
  expect(requests).toEqual([5]);

  await visit(path);
  await expect(page.getByRole('button', { name: '5 claps', exact: true })).toHaveCount(2);

  // The reader takes their claps back.
  await page.getByRole('button', { name: 'Undo claps' }).first().click();
  await expect(page.getByRole('button', { name: '5 claps', exact: true })).toHaveCount(0);
  await visit(path);
  await expect(page.getByRole('button', { name: /^\d\S* claps?$/ })).toHaveCount(0);
  await expect(clapButton(page)).toBeVisible();
});

test('claps given just before closing the tab are kept', async ({
  page,
  context,
  visit,
  signIn,
}) => {
  const writer = await signIn({ name: 'Hasty Writer' });
  const { path } = await publishStory(page, writer, 'Read, clap and go');
  await signIn({ name: 'Hasty Reader' });
  const requests = recordClapRequests(page);

  await visit(path);
  for (let click = 0; click < 3; click += 1) await clapButton(page).click();
  // The tab closes within the pause that gathers a burst: the usual request never left.
  await page.close();
  expect(requests).toEqual([]);

  const again = await context.newPage();
  await again.goto(path);
  await expect(again.getByRole('button', { name: '3 claps', exact: true })).toHaveCount(2);
});

test('a reader gives at most 50 claps; the 51st is refused without a request', async ({
  page,
  visit,
  signIn,
}) => {
  const writer = await signIn({ name: 'Capped Writer' });
  const { path } = await publishStory(page, writer, 'Fifty claps and no more');
  await signIn({ name: 'Keen Reader' });
  const requests = recordClapRequests(page);

  await visit(path);
  const answered = clapAnswer(page);
  for (let click = 0; click < 50; click += 1) await clapButton(page).click();
  await expect(page.getByRole('button', { name: '50 claps', exact: true })).toHaveCount(2);
  await answered;
  expect(requests.reduce((sum, count) => sum + count, 0)).toBe(50);
  const sent = requests.length;

  const clap = clapButton(page);
  await expect(clap).toHaveAttribute('aria-disabled', 'true');
  await expect(clap).toHaveAccessibleDescription(CAP_HINT);
  // A user can still press it; it must add nothing.
  await clap.click({ force: true });
  await page.waitForTimeout(1_500);
  expect(requests).toHaveLength(sent);
  await expect(page.getByRole('button', { name: '50 claps', exact: true })).toHaveCount(2);
  await expectAccessible(page);

  await visit(path);
  await expect(page.getByRole('button', { name: '50 claps', exact: true })).toHaveCount(2);
  await expect(clapButton(page)).toHaveAttribute('aria-disabled', 'true');
});

test('the author sees the count and who clapped, but cannot clap for their own story', async ({
  page,
  visit,
  signIn,
}) => {
  const writer = await signIn({ name: 'Proud Writer' });
  const { id: postId, path } = await publishStory(page, writer, 'Nobody claps for themselves');
  const reader = await signIn({ name: 'Generous Reader' });
  await graphqlAs(
    page,
    reader,
    'mutation ($postId: ID!) { clap(postId: $postId, count: 3) { clapCount } }',
    { postId },
  );
  await signIn({ username: writer.username });

  await visit(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nobody claps for themselves' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clap', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo claps' })).toHaveCount(0);
  const count = page.getByRole('button', { name: '3 claps', exact: true }).first();
  await expect(count).toBeVisible();

  await count.click();
  const voters = page.getByRole('dialog', { name: '3 claps' });
  await expect(voters.getByRole('link', { name: 'Generous Reader' })).toBeVisible();
  await expect(voters.getByRole('listitem').filter({ hasText: 'Generous Reader' })).toContainText(
    '3 claps',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(voters).toHaveCount(0);
});

test('a visitor who claps is asked to join first', async ({ page, visit, signIn, context }) => {
  const writer = await signIn({ name: 'Welcoming Writer' });
  const { path } = await publishStory(page, writer, 'Join to clap');
  await context.clearCookies();
  const requests = recordClapRequests(page);

  await visit(path);
  await clapButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Join Quire.' })).toBeVisible();
  expect(requests).toEqual([]);
});

test('refused claps are taken back and the reader is told why in the server’s words', async ({
  page,
  visit,
  signIn,
  expectErrors,
  playwright,
  baseURL,
}) => {
  const writer = await signIn({ name: 'Wary Writer' });
  const { path } = await publishStory(page, writer, 'Claps by invitation');
  const reader = await signIn({ name: 'Barred Clapper' });
  await visit(path);
  await expect(clapButton(page)).toBeVisible();
  await blockReader(playwright.request, baseURL ?? '', writer, reader.userId);

  const refusal = 'You cannot clap for this story: its author has blocked you.';
  expectErrors({ graphql: refusal, code: 'FORBIDDEN' });
  const answered = clapAnswer(page);
  for (let click = 0; click < 3; click += 1) await clapButton(page).click();
  await expect(page.getByRole('button', { name: '3 claps', exact: true })).toHaveCount(2);
  await answered;
  await expect(page.locator('[data-toast-style="ERROR"] p')).toHaveText(refusal);
  await expect(page.getByRole('button', { name: /^\d\S* claps?$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo claps' })).toHaveCount(0);
});
