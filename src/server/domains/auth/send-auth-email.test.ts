import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEmailRequests } from '@server/db/schema/auth';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import {
  SEND,
  VIEWER,
  actorFrom,
  gql,
  awayFromLimitWindowEdge,
  nextIp,
  pathOf,
  solveAltcha,
  visitorActor,
} from '@server/test/kits/auth-kit';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';

let app: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await createTestApp({ SMTP_URL: mailbox.smtpUrl, FLAGS: 'skip_signin_captcha=false' });
});

afterAll(async () => {
  await app.close();
  await mailbox.close();
});

type SendResult = { sendAcctAuthEmail: { __typename: string; method?: string; message?: string } };

async function send(variables: Record<string, unknown>, visitorId = 'lo_0123456789ab') {
  const captchaValue =
    'captchaValue' in variables ? variables.captchaValue : await solveAltcha(app);
  const response = await gql<SendResult>(app, SEND, {
    variables: { ...variables, captchaValue },
    as: visitorActor(app, visitorId),
  });
  return response.body.data?.sendAcctAuthEmail;
}

describe('sendAcctAuthEmail', () => {
  it('refuses an invalid address, after trimming', async () => {
    for (const email of ['not-an-address', 'a@b', 'a@b.c', 'a b@example.org', '@example.org']) {
      expect(await send({ email, operation: 'login', captchaValue: null })).toEqual({
        __typename: 'BadRequest',
        message: 'Please enter a valid email address.',
      });
    }
    const user = await buildUser(app.database.db, { email: 'trim.me@example.org' });
    expect(await send({ email: '  Trim.Me@Example.ORG ', operation: 'login' })).toEqual({
      __typename: 'SendAcctAuthEmailSuccess',
      method: 'login',
    });
    expect((await mailbox.latest(user.email ?? '')).subject).toBe('Sign in to Quire');
  });

  it('answers User does not exist for a login with an unknown address', async () => {
    expect(await send({ email: 'nobody@example.org', operation: 'login' })).toEqual({
      __typename: 'BadRequest',
      message: 'User does not exist',
    });
  });

  it('fails the challenge when the captcha is missing, invalid or replayed', async () => {
    const missing = await send({
      email: 'x@example.org',
      operation: 'register',
      captchaValue: null,
    });
    expect(missing?.__typename).toBe('FailedChallenge');
    expect(missing?.message).toMatch(/verification challenge/);
    const bogus = await send({
      email: 'x@example.org',
      operation: 'register',
      captchaValue: 'e30=',
    });
    expect(bogus?.__typename).toBe('FailedChallenge');
    const solved = await solveAltcha(app);
    const first = await send({
      email: 'x1@example.org',
      operation: 'register',
      captchaValue: solved,
    });
    expect(first).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'register' });
    const replay = await send({
      email: 'x2@example.org',
      operation: 'register',
      captchaValue: solved,
    });
    expect(replay?.__typename).toBe('FailedChallenge');
  });

  it('skips the captcha for login only when skip_signin_captcha is on', async () => {
    const skipping = await createTestApp({ SMTP_URL: mailbox.smtpUrl });
    try {
      await buildUser(skipping.database.db, { email: 'skip@example.org' });
      const login = await gql<SendResult>(skipping, SEND, {
        variables: { email: 'skip@example.org', operation: 'login' },
      });
      expect(login.body.data?.sendAcctAuthEmail.__typename).toBe('SendAcctAuthEmailSuccess');
      const register = await gql<SendResult>(skipping, SEND, {
        variables: { email: 'new@example.org', operation: 'register' },
      });
      expect(register.body.data?.sendAcctAuthEmail.__typename).toBe('FailedChallenge');
    } finally {
      await skipping.close();
    }
  });

  it('answers NotFound when e-mail sign-in is switched off', async () => {
    const off = await createTestApp({
      SMTP_URL: mailbox.smtpUrl,
      FLAGS: 'disable_login_email=true',
    });
    try {
      const response = await gql<SendResult>(off, SEND, {
        variables: { email: 'someone@example.org', operation: 'login' },
      });
      expect(response.body.data?.sendAcctAuthEmail).toEqual({
        __typename: 'NotFound',
        message: 'Signing in by e-mail is not available on this site.',
      });
    } finally {
      await off.close();
    }
  });

  it('turns register with a known address into a sign-in link', async () => {
    await buildUser(app.database.db, { email: 'known@example.org' });
    expect(await send({ email: 'known@example.org', operation: 'register' })).toEqual({
      __typename: 'SendAcctAuthEmailSuccess',
      method: 'login',
    });
  });

  it('mails a desktop dialog the link only, a phone the link and a 6-digit code', async () => {
    const desktop = await buildUser(app.database.db, { email: 'desk@example.org' });
    expect(await send({ email: desktop.email, operation: 'login', onMobileWeb: false })).toEqual({
      __typename: 'SendAcctAuthEmailSuccess',
      method: 'login',
    });
    const linkOnly = await mailbox.latest('desk@example.org');
    expect(linkOnly.code).toBeNull();
    expect(linkOnly.text).not.toMatch(/\bcode\b/i);
    expect(linkOnly.text).toContain('The link works once and expires in 10 minutes.');
    expect(linkOnly.links.some((href) => href.includes('/m/callback/email?token='))).toBe(true);
    const [desktopRow] = await app.database.db
      .select()
      .from(authEmailRequests)
      .where(eq(authEmailRequests.email, 'desk@example.org'));
    // No code was mailed, so none can be guessed either.
    expect(desktopRow?.codeHash).toBeNull();

    await buildUser(app.database.db, { email: 'phone@example.org' });
    await send({ email: 'phone@example.org', operation: 'login', onMobileWeb: true });
    const withCode = await mailbox.latest('phone@example.org');
    expect(withCode.code).toMatch(/^\d{6}$/);
    expect(withCode.text).toContain('The link and the code work once and expire in 10 minutes.');
  });

  it('mails no code when the login-code flow is switched off', async () => {
    const off = await createTestApp({
      SMTP_URL: mailbox.smtpUrl,
      FLAGS: 'enable_login_code=false',
    });
    try {
      await buildUser(off.database.db, { email: 'nocode@example.org' });
      const response = await gql<SendResult>(off, SEND, {
        variables: { email: 'nocode@example.org', operation: 'login', onMobileWeb: true },
      });
      expect(response.body.data?.sendAcctAuthEmail.__typename).toBe('SendAcctAuthEmailSuccess');
      expect((await mailbox.latest('nocode@example.org')).code).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('mails a single-use link and a 6-digit code; register creates the account on use', async () => {
    const result = await send({
      email: 'newcomer@example.org',
      operation: 'register',
      fullName: 'Ada Lovelace',
      redirect: '/p/abc123abc123',
      onMobileWeb: true,
    });
    expect(result).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'register' });
    const mail = await mailbox.latest('newcomer@example.org');
    expect(mail.subject).toBe('Finish creating your Quire account');
    expect(mail.code).toMatch(/^\d{6}$/);
    const link = mail.links.find((href) => href.includes('/m/callback/email?token='));
    expect(link).toBeDefined();
    const [row] = await app.database.db
      .select()
      .from(authEmailRequests)
      .where(eq(authEmailRequests.email, 'newcomer@example.org'));
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.codeHash).not.toContain(mail.code ?? '');

    const visitor = visitorActor(app, 'lo_0123456789ab');
    const first = await app.request({
      method: 'GET',
      url: pathOf(link ?? ''),
      cookies: visitor.cookies,
    });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/registration-form?redirect=%2Fp%2Fabc123abc123');
    const signedIn = actorFrom(first, visitor);
    const viewer = await gql<{ viewer: Record<string, unknown> }>(app, VIEWER, { as: signedIn });
    expect(viewer.body.data?.viewer).toMatchObject({
      name: 'Ada Lovelace',
      username: 'ada_lovelace',
      email: 'newcomer@example.org',
      hasChosenUsername: false,
    });

    const again = await app.request({ method: 'GET', url: pathOf(link ?? '') });
    expect(again.headers.location).toBe(
      '/m/signin?entry=email_login_timeout&operation=register&redirect=%2Fp%2Fabc123abc123',
    );
  });

  it('holds the sign-up name to the profile name rule', async () => {
    const tooLong = 'Ada Lovelace '.repeat(8).slice(0, 100);
    const refusals: Array<[string, string]> = [
      [tooLong, 'Names may be at most 50 characters long.'],
      ['Ada \u202Egnp.exe', 'Please remove the invisible control characters.'],
      ['Ada\u200BLovelace', 'Please remove the invisible control characters.'],
    ];
    for (const [fullName, message] of refusals) {
      expect(await send({ email: 'named@example.org', operation: 'register', fullName })).toEqual({
        __typename: 'BadRequest',
        message,
      });
    }
    expect(mailbox.mails.filter((mail) => mail.to === 'named@example.org')).toEqual([]);

    const result = await send({
      email: 'named@example.org',
      operation: 'register',
      fullName: 'Ada\r\nLovelace',
    });
    expect(result).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'register' });
    const mail = await mailbox.latest('named@example.org');
    expect(mail.subject).toBe('Finish creating your Quire account');
    const visitor = visitorActor(app, 'lo_0123456789ab');
    const response = await app.request({
      method: 'GET',
      url: pathOf(mail.links[0] ?? ''),
      cookies: visitor.cookies,
    });
    const viewer = await gql<{ viewer: { name: string } }>(app, VIEWER, {
      as: actorFrom(response, visitor),
    });
    expect(viewer.body.data?.viewer.name).toBe('Ada Lovelace');
  });

  it('sends a new account straight back when its entry skips onboarding', async () => {
    await send({
      email: 'clapper@example.org',
      operation: 'register',
      redirect: '/p/abc123abc123',
      entry: 'clap',
    });
    const mail = await mailbox.latest('clapper@example.org');
    const response = await app.request({ method: 'GET', url: pathOf(mail.links[0] ?? '') });
    expect(response.headers.location).toBe('/p/abc123abc123');
  });

  it('never redirects off site', async () => {
    for (const redirect of [
      'https://evil.example.com/x',
      '//evil.example.com',
      '/\\evil.com',
      '/x/..//evil.example/y',
      '/.//evil.example',
      '/\t/evil.example',
    ]) {
      const user = await buildUser(app.database.db);
      const email = user.email ?? '';
      await send({ email, operation: 'login', redirect });
      const mail = await mailbox.latest(email);
      const response = await app.request({ method: 'GET', url: pathOf(mail.links[0] ?? '') });
      expect(response.headers.location).toBe('/');
    }
  });

  it('answers 429 with Retry-After after 5 links to one address from one requester in 15 minutes', async () => {
    const user = await buildUser(app.database.db, { email: 'limited@example.org' });
    const requester = nextIp();
    await awayFromLimitWindowEdge();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof gql>> | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await gql(app, SEND, {
        variables: {
          email: user.email,
          operation: 'login',
          captchaValue: await solveAltcha(app),
        },
        ip: requester,
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers 429 with Retry-After on the link callback when one address floods it', async () => {
    const ip = nextIp();
    await awayFromLimitWindowEdge();
    let status = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 61; i += 1) {
      const response = await app.request({
        method: 'GET',
        url: '/m/callback/email?token=nope',
        remoteAddress: ip,
      });
      status = response.statusCode;
      retryAfter = response.headers['retry-after'];
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
