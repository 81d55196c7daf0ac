import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { SEND, gql, nextIp } from '@server/test/kits/auth-kit';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';

/**
 * The poisoned sign-in link: a request for someone else's sign-in mail, sent
 * with a Host (or X-Forwarded-Host) of the attacker's choosing, must never
 * produce a mail whose link points at that host.
 */
const PROXY = '10.9.9.9';
const REFUSAL =
  "Sign-in e-mails can only be requested at http://localhost:3000 until this site's public address (PUBLIC_URL) is set.";

type SendResult = { sendAcctAuthEmail: { __typename: string; method?: string; message?: string } };

let mailbox: Mailbox;
let victimCount = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
});

afterAll(async () => {
  await mailbox.close();
});

async function victim(app: TestApp): Promise<string> {
  victimCount += 1;
  const user = await buildUser(app.database.db, { email: `victim${victimCount}@example.org` });
  return user.email ?? '';
}

/** sendAcctAuthEmail(email: "victim@…", operation: login), as the probe sent it. */
async function probe(
  app: TestApp,
  email: string,
  request: { host?: string; headers?: Record<string, string>; ip?: string },
) {
  const response = await gql<SendResult>(app, SEND, {
    variables: { email, operation: 'login' },
    ...request,
  });
  return response.body.data?.sendAcctAuthEmail;
}

/** Mail has a moment to arrive; then nothing may have reached `email`. */
async function expectNothingMailed(email: string) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(mailbox.mails.filter((mail) => mail.to === email)).toEqual([]);
}

async function signInLinkTo(email: string): Promise<URL> {
  const mail = await mailbox.latest(email);
  const link = mail.links.find((href) => href.includes('/m/callback/email?token='));
  expect(link).toBeDefined();
  expect(mail.text).not.toContain('evil.example');
  return new URL(link ?? '');
}

describe('without PUBLIC_URL: links point at http://localhost:PORT only', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: PROXY });
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses a request made to Host: evil.example and mails nothing', async () => {
    const email = await victim(app);
    expect(await probe(app, email, { host: 'evil.example' })).toEqual({
      __typename: 'BadRequest',
      message: REFUSAL,
    });
    await expectNothingMailed(email);
  });

  it('mails a link to the loopback origin for a request made on loopback', async () => {
    const email = await victim(app);
    const result = await probe(app, email, { host: '127.0.0.1:3000' });
    expect(result).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'login' });
    expect((await signInLinkTo(email)).origin).toBe('http://localhost:3000');
  });

  it('ignores X-Forwarded-Host: evil.example from a proxy that is not listed', async () => {
    const email = await victim(app);
    const result = await probe(app, email, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      ip: nextIp(),
    });
    expect(result).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'login' });
    expect((await signInLinkTo(email)).origin).toBe('http://localhost:3000');
  });

  it('refuses X-Forwarded-Host: evil.example from a listed proxy and mails nothing', async () => {
    const email = await victim(app);
    const result = await probe(app, email, {
      headers: { 'x-forwarded-host': 'evil.example' },
      ip: PROXY,
    });
    expect(result).toEqual({ __typename: 'BadRequest', message: REFUSAL });
    await expectNothingMailed(email);
  });

  it('refuses a verification mail asked for at Host: evil.example', async () => {
    const user = await buildUser(app.database.db, { unverifiedEmail: 'moved@example.org' });
    const response = await gql<{ sendVerificationEmail: boolean }>(
      app,
      'mutation { sendVerificationEmail }',
      { as: await app.signIn(user.id), host: 'evil.example' },
    );
    expect(response.body.errors?.[0]?.message).toBe(REFUSAL);
    await expectNothingMailed('moved@example.org');
  });
});

describe('with PUBLIC_URL and AUTH_DOMAIN: links always use them', () => {
  let publicSite: TestApp;
  let authSite: TestApp;

  beforeAll(async () => {
    publicSite = await createTestApp({
      SMTP_URL: mailbox.smtpUrl,
      PUBLIC_URL: 'https://quire.example.org',
      TRUST_PROXY: PROXY,
    });
    authSite = await createTestApp({
      SMTP_URL: mailbox.smtpUrl,
      PUBLIC_URL: 'https://read.example.org',
      AUTH_DOMAIN: 'https://accounts.example.org',
    });
  });

  afterAll(async () => {
    await publicSite.close();
    await authSite.close();
  });

  it('mails a PUBLIC_URL link for a request made to Host: evil.example', async () => {
    const email = await victim(publicSite);
    const result = await probe(publicSite, email, { host: 'evil.example' });
    expect(result).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'login' });
    expect((await signInLinkTo(email)).origin).toBe('https://quire.example.org');
  });

  it('mails a PUBLIC_URL link whichever proxy sends X-Forwarded-Host: evil.example', async () => {
    for (const ip of [PROXY, nextIp()]) {
      const email = await victim(publicSite);
      const result = await probe(publicSite, email, {
        headers: { 'x-forwarded-host': 'evil.example' },
        ip,
      });
      expect(result).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'login' });
      expect((await signInLinkTo(email)).origin).toBe('https://quire.example.org');
    }
  });

  it('mails an AUTH_DOMAIN link for a request made to Host: evil.example', async () => {
    const email = await victim(authSite);
    const result = await probe(authSite, email, { host: 'evil.example' });
    expect(result).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'login' });
    expect((await signInLinkTo(email)).origin).toBe('https://accounts.example.org');
  });
});
