import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

const FLAGS_QUERY = '{ variantFlags { name value } }';

async function newModalFlag(app: TestApp, cookie?: string): Promise<unknown> {
  const visitor = app.visitor();
  const response = await app.request({
    method: 'POST',
    url: '/_/graphql',
    headers: { 'content-type': 'application/json' },
    cookies: { ...visitor.cookies, ...(cookie ? { quire_test_flags: cookie } : {}) },
    payload: { query: FLAGS_QUERY },
  });
  const flags = response.json<{ data: { variantFlags: Array<{ name: string; value: unknown }> } }>()
    .data.variantFlags;
  return flags.find((flag) => flag.name === 'enable_new_susi_modal')?.value;
}

describe('per-browser flag overrides', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('are honoured on a test server, for that browser only', async () => {
    app = await createTestApp({ ENABLE_TEST_ROUTES: 'true' });
    expect(await newModalFlag(app, 'enable_new_susi_modal=false')).toBe(false);
    expect(await newModalFlag(app)).toBe(true);
  });

  it('are ignored on a real site', async () => {
    app = await createTestApp();
    expect(await newModalFlag(app, 'enable_new_susi_modal=false')).toBe(true);
  });
});

describe("the operator's sign-in switches", () => {
  const SEND_LOGIN = `mutation ($email: String!) {
    sendAcctAuthEmail(email: $email, operation: login) { __typename }
  }`;

  async function sendLogin(app: TestApp, cookie: string): Promise<string | undefined> {
    await buildUser(app.database.db, { email: 'reader@example.org' });
    const visitor = app.visitor();
    const response = await app.request({
      method: 'POST',
      url: '/_/graphql',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.xsrfToken },
      cookies: { ...visitor.cookies, quire_test_flags: cookie },
      payload: { query: SEND_LOGIN, variables: { email: 'reader@example.org' } },
    });
    return response.json<{ data?: { sendAcctAuthEmail: { __typename: string } } }>().data
      ?.sendAcctAuthEmail.__typename;
  }

  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  // Off, and on but listening beyond loopback (where test routes are refused).
  const realSites: Record<string, string>[] = [{}, { ENABLE_TEST_ROUTES: 'true', HOST: '0.0.0.0' }];

  it.each(realSites)('hold against the cookie: disable_login_email (%o)', async (env) => {
    app = await createTestApp({ ...env, FLAGS: 'disable_login_email=true' });
    expect(await sendLogin(app, 'disable_login_email=false')).toBe('NotFound');
  });

  it.each(realSites)('hold against the cookie: skip_signin_captcha (%o)', async (env) => {
    app = await createTestApp({ ...env, FLAGS: 'skip_signin_captcha=false' });
    expect(await sendLogin(app, 'skip_signin_captcha=true')).toBe('FailedChallenge');
  });
});
