import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@server/db/schema/platform';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import {
  SEND,
  VERIFY,
  VIEWER,
  actorFrom,
  gql,
  nextIp,
  pathOf,
  visitorActor,
} from '@server/test/kits/auth-kit';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';

let app: TestApp;
let mailbox: Mailbox;
let visitorSequence = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  // Login needs no captcha here (the flag's default), so each case is quick.
  app = await createTestApp({ SMTP_URL: mailbox.smtpUrl });
});

afterAll(async () => {
  await app.close();
  await mailbox.close();
});

type VerifyResult = {
  verifyLoginCode: { __typename: string; token?: string; authUrl?: string; message?: string };
};

/** A fresh phone browser that asked for a login e-mail; returns it and the code it received. */
async function requestCode() {
  visitorSequence += 1;
  const visitor = visitorActor(app, `lo_${visitorSequence.toString(16).padStart(12, 'a')}`);
  const user = await buildUser(app.database.db);
  const email = user.email ?? '';
  await gql(app, SEND, {
    variables: { email, operation: 'login', onMobileWeb: true },
    as: visitor,
  });
  const mail = await mailbox.latest(email);
  return { visitor, user, mail, code: mail.code ?? '' };
}

async function verify(loginCode: string, as = app.visitor()) {
  const response = await gql<VerifyResult>(app, VERIFY, { variables: { loginCode }, as });
  return response.body.data?.verifyLoginCode;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verifyLoginCode', () => {
  it('refuses anything but exactly 6 digits', async () => {
    for (const loginCode of ['', '12345', '1234567', 'abcdef', '12 456']) {
      expect(await verify(loginCode)).toEqual({
        __typename: 'BadRequest',
        message: 'Login code must be 6 digits.',
      });
    }
  });

  it('answers NotFound when this browser has no pending request', async () => {
    const result = await verify('123456', visitorActor(app, 'lo_ffffffffffff'));
    expect(result?.__typename).toBe('NotFound');
    expect(result?.message).toBe(
      'There is no pending sign-in code for this browser. Request a new e-mail.',
    );
  });

  it('signs in through the auth URL of a right code, once', async () => {
    const { visitor, user, code, mail } = await requestCode();
    const result = await verify(code, visitor);
    expect(result?.__typename).toBe('Token');
    const authUrl = new URL(result?.authUrl ?? '');
    expect(authUrl.pathname).toBe('/m/callback/email');
    expect(authUrl.searchParams.get('token')).toBe(result?.token);

    expect((await verify(code, visitor))?.__typename).toBe('NotFound');
    // The e-mailed link died with the code.
    const link = await app.request({ method: 'GET', url: pathOf(mail.links[0] ?? '') });
    expect(link.headers.location).toMatch(/^\/m\/signin\?entry=email_login_timeout/);

    const signIn = await app.request({
      method: 'GET',
      url: `${authUrl.pathname}${authUrl.search}`,
      cookies: visitor.cookies,
    });
    expect(signIn.headers.location).toBe('/');
    const viewer = await gql<{ viewer: { id: string } }>(app, VIEWER, {
      as: actorFrom(signIn, visitor),
    });
    expect(viewer.body.data?.viewer.id).toBe(user.id);
    const replay = await app.request({
      method: 'GET',
      url: `${authUrl.pathname}${authUrl.search}`,
    });
    expect(replay.headers.location).toMatch(/entry=email_login_timeout/);
  });

  it('kills the code after 5 wrong tries and records the exceeded event', async () => {
    const { visitor, code } = await requestCode();
    for (let i = 0; i < 5; i += 1) {
      expect(await verify(wrong(code), visitor)).toEqual({
        __typename: 'BadRequest',
        message: 'That code is incorrect. Check the e-mail we sent and try again.',
      });
    }
    expect(await verify(code, visitor)).toEqual({
      __typename: 'TooManyRequests',
      message: 'Too many incorrect codes. Request a new e-mail to sign in.',
    });
    const recorded = await app.database.db
      .select()
      .from(events)
      .where(eq(events.key, 'susi.loginCode.exceededAttempts'));
    expect(recorded.some((event) => event.userId === visitor.userId)).toBe(true);
  });

  it('answers TooManyRequests when one address checks too many codes', async () => {
    const ip = nextIp();
    const results: string[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await gql<VerifyResult>(app, VERIFY, {
        variables: { loginCode: '000000' },
        as: visitorActor(app, 'lo_bbbbbbbbbbbb'),
        ip,
      });
      results.push(response.body.data?.verifyLoginCode.__typename ?? '');
    }
    expect(results.slice(0, 30).every((name) => name === 'NotFound')).toBe(true);
    expect(results[30]).toBe('TooManyRequests');
  });

  it('only the latest request of the browser counts', async () => {
    const { visitor, user, code: first } = await requestCode();
    await gql(app, SEND, {
      variables: { email: user.email, operation: 'login', onMobileWeb: true },
      as: visitor,
    });
    const second = (await mailbox.latest(user.email ?? '')).code ?? '';
    if (first !== second) expect((await verify(first, visitor))?.__typename).toBe('BadRequest');
    expect((await verify(second, visitor))?.__typename).toBe('Token');
  });
});
