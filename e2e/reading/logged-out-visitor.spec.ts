import type { Page, Response } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import type { TestSession } from '../fixtures';

const STORY = 'Read without crumbs';

async function graphqlAs<T>(page: Page, session: TestSession, query: string, variables: object) {
  const response = await page.request.post('/_/graphql', {
    headers: { 'x-xsrf-token': session.xsrfToken },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** A writer publishes a short story through the API; returns its path. */
async function publishStory(page: Page, writer: TestSession): Promise<string> {
  const created = await graphqlAs<{ createDraft: { id: string } }>(
    page,
    writer,
    'mutation ($title: String!, $content: PostContentInput!) { createDraft(title: $title, content: $content) { id } }',
    {
      title: STORY,
      content: {
        paragraphs: [
          { name: 'r1', type: 'H3', text: STORY },
          { name: 'r2', type: 'P', text: 'A story read by someone who is not signed in.' },
        ],
      },
    },
  );
  const published = await graphqlAs<{ publishPost: { mediumUrl: string } }>(
    page,
    writer,
    'mutation ($id: ID!) { publishPost(postId: $id) { mediumUrl } }',
    { id: created.createDraft.id },
  );
  return new URL(published.publishPost.mediumUrl, 'http://quire.test').pathname;
}

async function setCookieOf(response: Response | null): Promise<string | null> {
  expect(response?.status()).toBe(200);
  return (await response?.headerValue('set-cookie')) ?? null;
}

test('a logged-out reader gets pages without cookies, and starting sign-up works', async ({
  page,
  visit,
  context,
  signIn,
}) => {
  const storyPath = await publishStory(page, await signIn({ name: 'Crumbless Writer' }));
  await context.clearCookies();
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
  await signUp.getByLabel('Your email').fill(`vera.${Date.now()}@example.org`);
  await signUp.getByRole('button', { name: 'Next' }).click();
  // A new address: the name, then the link.
  await signUp.getByLabel('Your full name').fill('Vera Visitor');
  await signUp.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible({
    timeout: 20_000,
  });
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['uid', 'xsrf']));
  expect(names).not.toContain('sid');
});
