import { expect, test, type TestSession } from '../fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForMail } from '../support/outbox';
import { expectSignedInAs } from '../support/signed-in';

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/** Publishes a one-paragraph story as the person `request` is signed in as. */
async function publishAs(request: APIRequestContext, session: TestSession, title: string) {
  const graphql = async <T>(query: string, variables: Record<string, unknown>) => {
    const response = await request.post('/_/graphql', {
      headers: { 'x-xsrf-token': session.xsrfToken },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
    return body.data;
  };
  const { createDraft } = await graphql<{ createDraft: { id: string } }>(
    'mutation ($title: String!, $content: PostContentInput!) { createDraft(title: $title, content: $content) { id } }',
    { title, content: { paragraphs: [{ name: 'n1', type: 'P', text: 'The city is quiet.' }] } },
  );
  const { publishPost } = await graphql<{ publishPost: { mediumUrl: string } }>(
    'mutation ($id: ID!) { publishPost(postId: $id) { mediumUrl } }',
    { id: createDraft.id },
  );
  return { id: createDraft.id, path: new URL(publishPost.mediumUrl, 'http://x').pathname };
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** In the sign-in flow's first step (the dialog's or the page's): a link by e-mail, please. */
async function askForLinkByEmail(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Opens the dialog from the bar, switches to sign-in and asks for a link by e-mail. */
async function askForSignInLink(page: Page, email: string) {
  await mainNav(page).getByRole('link', { name: 'Get started' }).click();
  await askForLinkByEmail(page, email);
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible({
    timeout: 20_000,
  });
}

test('signing in by e-mail link, signing out, and a used link showing the expired title', async ({
  page,
  request,
  visit,
}) => {
  const email = uniqueEmail('returning');
  await request.post('/_/test/session', { data: { name: 'Rita Returning', email } });

  await visit('/');
  await askForSignInLink(page, email);
  await expect(page.getByText(`Click the link we sent to ${email} to sign in.`)).toBeVisible();
  // At desktop width: no code field in the dialog, and the mail carries the link alone.
  await expect(page.getByLabel('Login code')).toHaveCount(0);
  const mail = await waitForMail(email);
  expect(mail.text).not.toMatch(/\bcode\b/i);
  expect(mail.text).toContain('The link works once and expires in 10 minutes.');
  const link = mail.links.find((href) => href.includes('/m/callback/email')) ?? '';
  expect(link, `a sign-in link in: ${mail.text}`).not.toBe('');

  await page.goto(link);
  await expectSignedInAs(page, 'Rita Returning');

  // Sign-out ends the session on the server; the address carries the anti-forgery token.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'xsrf');
  await page.goto(`/m/signout/${xsrf?.value ?? ''}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(mainNav(page).getByRole('link', { name: 'Get started' })).toBeVisible();

  // The link worked once: now it lands on the dialog with the expired title.
  await page.goto(link);
  await expect(page).toHaveURL(/\/m\/signin\?entry=email_login_timeout/);
  await expect(page.getByRole('heading', { name: 'Your sign in link has expired' })).toBeVisible();
});

test('signing up with Google through the OpenID provider, then choosing a username', async ({
  page,
  visit,
}) => {
  await visit('/');
  await mainNav(page).getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The provider's own sign-in page.
  await page.getByLabel('Account').selectOption({ label: 'grace.google@example.com' });
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/registration-form/, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const chosen = `grace${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(chosen);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The form loads the home page once the username is taken: check the bar there.
  await expect(page).not.toHaveURL(/\/registration-form/, { timeout: 15_000 });
  await expectSignedInAs(page, 'Grace Hopper', { username: chosen });
});

test("a publication's own domain signs its reader in through the site's auth domain", async ({
  page,
  request,
  visit,
  baseURL,
  playwright,
}) => {
  const port = new URL(baseURL ?? '').port;
  const suffix = Date.now().toString(36);
  const domain = `notes-${suffix}.localhost`;
  const ownerResponse = await request.post('/_/test/session', {
    data: { name: 'Pat Publisher', email: uniqueEmail('owner') },
  });
  const owner = (await ownerResponse.json()) as TestSession;
  const story = await publishAs(request, owner, 'After midnight');
  const created = await request.post('/_/test/publication', {
    data: {
      slug: `night-notes-${suffix}`,
      name: 'Night Notes',
      domain,
      creatorId: owner.userId,
      postIds: [story.id],
    },
  });
  expect(created.ok()).toBe(true);
  const email = uniqueEmail('nightreader');
  await request.post('/_/test/session', { data: { name: 'Hana Handoff', email } });

  // A story of the publication, on the publication's own domain.
  const customOrigin = `http://${domain}:${port}`;
  const storyPath = story.path.split('/').pop() ?? '';
  await visit(`${customOrigin}/${storyPath}`);
  await expect(page.getByRole('heading', { level: 1, name: 'After midnight' })).toBeVisible();
  // Signing in there happens on the site's own sign-in page, on the auth domain.
  await mainNav(page).getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/m/signin\\?`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await askForLinkByEmail(page, email);
  await expect(page.getByRole('link', { name: 'OK' })).toBeVisible({ timeout: 20_000 });
  const mail = await waitForMail(email);
  const link = mail.links.find((href) => href.includes('/m/callback/email')) ?? '';
  // The link signs in on the auth domain, which hands the session back to the publication.
  expect(new URL(link).origin).toBe(new URL(baseURL ?? '').origin);

  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`^${customOrigin.replaceAll('.', '\\.')}/`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectSignedInAs(page, 'Hana Handoff');

  // The session handed to the publication's domain is worth nothing on the site itself.
  const cookies = await page.context().cookies(customOrigin);
  const handedOver = cookies.find((cookie) => cookie.name === 'sid')?.value ?? '';
  expect(handedOver).not.toBe('');
  const stranger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `sid=${handedOver}` },
  });
  const elsewhere = await stranger.post('/_/graphql', { data: { query: '{ viewer { id } }' } });
  expect(((await elsewhere.json()) as { data?: { viewer: unknown } }).data?.viewer).toBeNull();
  await stranger.dispose();
});
