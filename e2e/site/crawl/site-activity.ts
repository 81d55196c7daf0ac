import { expect, type Browser, type Page } from '@playwright/test';
import type { TestSession } from '@root/e2e/fixtures';
import { graphql, publishStoryByApi } from '@root/e2e/support/story-graphql';

/**
 * Life on the demo site before it is crawled, so that every kind of link
 * has something to point at: a reader follows, claps for and answers the
 * demo writer (rows in the bell), and does the same to a writer with an
 * e-mail address, who also asks for a sign-in link (mails in the outbox).
 */

export interface Person {
  page: Page;
  session: TestSession;
  email: string;
}

/** Someone in a browser context of their own on `baseURL`, signed in through the test route. */
export async function signInAs(
  browser: Browser,
  baseURL: string,
  data: { username: string; name?: string },
): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const email = `${data.username}@example.org`;
  const response = await context.request.post('/_/test/session', { data: { ...data, email } });
  if (!response.ok()) throw new Error(`POST /_/test/session answered ${response.status()}`);
  return { page: await context.newPage(), session: (await response.json()) as TestSession, email };
}

const FOLLOW = 'mutation ($id: ID!) { followUser(targetUserId: $id) { id } }';
const CLAP = 'mutation ($id: ID!) { clap(postId: $id, count: 3) { clapCount } }';
const RESPOND = `mutation ($id: ID!, $content: PostContentInput!) {
  publishResponse(inResponseToPostId: $id, content: $content) { id }
}`;

/** Follows the writer, claps for the story and answers it: a notification of each kind. */
export async function engageWith(
  reader: Person,
  writer: { userId: string },
  postId: string,
): Promise<void> {
  await graphql(reader.page, reader.session, FOLLOW, { id: writer.userId });
  await graphql(reader.page, reader.session, CLAP, { id: postId });
  const text = 'Read it twice; the second time for the craft.';
  await graphql(reader.page, reader.session, RESPOND, {
    id: postId,
    content: { paragraphs: [{ name: 'r1', type: 'P', text }] },
  });
}

/** A writer with a published story, for the mails the reader's actions send. */
export async function publishAsNewWriter(
  browser: Browser,
  baseURL: string,
): Promise<{ writer: Person; postId: string }> {
  const writer = await signInAs(browser, baseURL, { username: 'wren', name: 'Wren Mailer' });
  const story = await publishStoryByApi(
    writer.page,
    writer.session,
    'Letters that arrive',
    'A story with readers who write back.',
  );
  return { writer, postId: story.id };
}

/** Asks for a sign-in link from the bar's dialog, logged out, as a person would. */
export async function askForSignInLink(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible({
    timeout: 20_000,
  });
  await context.close();
}
