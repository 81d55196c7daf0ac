import { expect, test, type TestSession } from '../fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForMail } from '../support/outbox';

/**
 * The probe's takeover: the owner of a publication domain takes an account
 * token there, asks from another browser for a login mail to someone else's
 * address with a redirect to the domain carrying that token, and waits for the
 * victim to follow the genuine mail. No hand-off ticket may come of it, and
 * the attacker's browser on the domain stays signed out.
 */
async function xsrfOf(context: APIRequestContext): Promise<string> {
  await context.get('/_/xsrf');
  return (await context.storageState()).cookies.find((c) => c.name === 'xsrf')?.value ?? '';
}

async function graphql<T>(context: APIRequestContext, query: string, variables = {}) {
  const response = await context.post('/_/graphql', {
    headers: { 'x-xsrf-token': await xsrfOf(context) },
    data: { query, variables },
  });
  return ((await response.json()) as { data: T }).data;
}

/** The same calls from a page's own scripts: only the browser reaches names under .localhost. */
async function graphqlIn<T>(page: Page, query: string): Promise<T> {
  return page.evaluate(async (text) => {
    await fetch('/_/xsrf');
    const xsrf = /(?:^|; )xsrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/_/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
      body: JSON.stringify({ query: text }),
    });
    return ((await response.json()) as { data: T }).data;
  }, query);
}

test("a login mail asked for by someone else never hands a publication's domain the reader's session", async ({
  page,
  request,
  visit,
  baseURL,
  browser,
  playwright,
}) => {
  const suffix = Date.now().toString(36);
  const domain = `trap-${suffix}.localhost`;
  const customOrigin = `http://${domain}:${new URL(baseURL ?? '').port}`;
  const owner = (await (
    await request.post('/_/test/session', { data: { name: 'Mal Owner' } })
  ).json()) as TestSession;
  const created = await request.post('/_/test/publication', {
    data: { slug: `trap-${suffix}`, name: 'Trap Notes', domain, creatorId: owner.userId },
  });
  expect(created.ok()).toBe(true);
  const email = `vera.${suffix}@example.org`;
  await request.post('/_/test/session', { data: { name: 'Vera Victim', email } });

  // 1. The attacker's browser on their domain takes an account token.
  const attackerContext = await browser.newContext();
  const attacker = await attackerContext.newPage();
  await attacker.goto(`${customOrigin}/`);
  const { accountToken } = await graphqlIn<{ accountToken: { token: string } }>(
    attacker,
    '{ accountToken { token } }',
  );
  // 2. From an anonymous browser on the site, a login mail for the victim, back to the domain.
  const anonymous = await playwright.request.newContext({ baseURL });
  const redirect = `${customOrigin}/?accountToken=${encodeURIComponent(accountToken.token)}`;
  const sent = await graphql<{ sendAcctAuthEmail: { __typename: string } }>(
    anonymous,
    `
      mutation ($email: String!, $redirect: String) {
        sendAcctAuthEmail(email: $email, operation: login, redirect: $redirect) {
          __typename
        }
      }
    `,
    { email, redirect },
  );
  expect(sent.sendAcctAuthEmail.__typename).toBe('SendAcctAuthEmailSuccess');
  await anonymous.dispose();

  // 3. The victim follows the genuine mail in their own browser.
  const handoffs: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('handoff=')) handoffs.push(sent.url());
  });
  const mail = await waitForMail(email);
  const link = mail.links.find((href) => href.includes('/m/callback/email')) ?? '';
  expect(link).not.toBe('');
  await visit(link);
  // Back on the publication's page, with no ticket on the way and no token left in the address.
  await expect(page).toHaveURL(`${customOrigin}/`);
  expect(handoffs).toEqual([]);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get started' }),
  ).toBeVisible();

  // 4. The attacker's browser on the domain holds nobody's session.
  const { viewer } = await graphqlIn<{ viewer: { email: string } | null }>(
    attacker,
    '{ viewer { email } }',
  );
  expect(viewer).toBeNull();
  await attackerContext.close();
});
