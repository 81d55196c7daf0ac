import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '@server/mail/mailer';
import { buildUser } from '@server/test/factories';
import { TEST_SECRET, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import {
  SEND,
  awayFromLimitWindowEdge,
  gql,
  nextIp,
  solveAltcha,
} from '@server/test/kits/auth-kit';
import { sendAcctAuthEmail } from './send-auth-email.service';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';

/**
 * Decision 013: nobody can lock e-mail sign-in for someone else's address,
 * and learning who has an account costs work. The site runs with the
 * default flags (skip_signin_captcha on), as the probe found it.
 */
const CAPTCHA_MISSING = 'Please complete the verification challenge and try again.';

type SendResult = { sendAcctAuthEmail: { __typename: string; method?: string; message?: string } };

let app: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await createTestApp({ SMTP_URL: mailbox.smtpUrl });
});

afterAll(async () => {
  await app.close();
  await mailbox.close();
});

async function login(email: string, ip: string, captchaValue: string | null = null) {
  const response = await gql<SendResult>(app, SEND, {
    variables: { email, operation: 'login', captchaValue },
    ip,
  });
  return { status: response.status, result: response.body.data?.sendAcctAuthEmail };
}

const mailsTo = (email: string) => mailbox.mails.filter((mail) => mail.to === email).length;

describe('lock-out', () => {
  it("a requester's flood of login mails does not lock the owner out", async () => {
    const victim = (await buildUser(app.database.db)).email ?? '';
    const attacker = nextIp();
    await awayFromLimitWindowEdge();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await login(victim, attacker, await solveAltcha(app))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const owner = await login(victim, nextIp(), await solveAltcha(app));
    expect(owner.result).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'login' });
    await expect.poll(() => mailsTo(victim)).toBe(6);
  });

  it('counts every address of one IPv6 /64 as one requester', async () => {
    const victim = (await buildUser(app.database.db)).email ?? '';
    await awayFromLimitWindowEdge();
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      statuses.push((await login(victim, `2001:db8:77:1::${i}`, await solveAltcha(app))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('asks for a captcha before a second mail to one address within 15 minutes, even with skip_signin_captcha', async () => {
    const owner = (await buildUser(app.database.db)).email ?? '';
    expect((await login(owner, nextIp())).result).toEqual({
      __typename: 'SendAcctAuthEmailSuccess',
      method: 'login',
    });
    // Anyone asking again, from anywhere, must solve one first; nothing is mailed meanwhile.
    expect((await login(owner, nextIp())).result).toEqual({
      __typename: 'FailedChallenge',
      message: CAPTCHA_MISSING,
    });
    expect(mailsTo(owner)).toBe(1);
    expect((await login(owner, nextIp(), await solveAltcha(app))).result).toEqual({
      __typename: 'SendAcctAuthEmailSuccess',
      method: 'login',
    });
    await expect.poll(() => mailsTo(owner)).toBe(2);
  });

  it('lets the first mail of the next window go without a captcha again', async () => {
    const owner = (await buildUser(app.database.db)).email ?? '';
    const mailer = createMailer({
      smtpUrl: mailbox.smtpUrl,
      from: 'Quire <no-reply@localhost>',
      outboxDir: '/tmp/quire-test-data/outbox',
      log: () => undefined,
    });
    const deps = (now: Date) => ({
      db: app.database.db,
      mailer,
      config: app.config,
      secret: TEST_SECRET,
      authOrigin: 'http://localhost:3000',
      isRequestOriginMailable: true,
      visitorId: 'lo_0123456789ab',
      ip: nextIp(),
      skipCaptchaForLogin: true,
      now,
    });
    const input = {
      email: owner,
      operation: 'login' as const,
      redirect: null,
      fullName: null,
      captchaValue: null,
      entry: null,
    };
    const start = new Date(Math.ceil(Date.now() / 900_000) * 900_000 + 60_000);
    try {
      expect((await sendAcctAuthEmail(deps(start), input)).__typename).toBe(
        'SendAcctAuthEmailSuccess',
      );
      const soon = new Date(start.getTime() + 5 * 60_000);
      expect((await sendAcctAuthEmail(deps(soon), input)).__typename).toBe('FailedChallenge');
      const later = new Date(start.getTime() + 15 * 60_000);
      expect((await sendAcctAuthEmail(deps(later), input)).__typename).toBe(
        'SendAcctAuthEmailSuccess',
      );
    } finally {
      mailer.close();
    }
  });
});

describe('enumeration', () => {
  it("keeps 'User does not exist' for an unknown login, within the requester's 20 per 15 minutes", async () => {
    const prober = nextIp();
    const answers: Array<string | undefined> = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push((await login(`nobody${i}.${prober}@example.org`, prober)).result?.message);
    }
    expect(new Set(answers)).toEqual(new Set(['User does not exist']));
    const over = await login(`nobody-more.${prober}@example.org`, prober);
    expect(over.status).toBe(429);
  });

  it('answers emailAvailability only for a solved captcha, once per captcha', async () => {
    const user = await buildUser(app.database.db);
    const query =
      'query A($email: String!, $captchaValue: String) { emailAvailability(email: $email, captchaValue: $captchaValue) }';
    const ask = (captchaValue: string | null) =>
      gql<{ emailAvailability: boolean }>(app, query, {
        variables: { email: user.email, captchaValue },
      });

    const bare = await ask(null);
    expect(bare.body.data).toBeNull();
    expect(bare.body.errors?.[0]).toMatchObject({
      message: CAPTCHA_MISSING,
      extensions: { code: 'BAD_REQUEST' },
    });
    const solved = await solveAltcha(app);
    expect((await ask(solved)).body.data).toEqual({ emailAvailability: false });
    const replayed = await ask(solved);
    expect(replayed.body.errors?.[0]?.message).toBe(
      'The verification challenge failed. Please try again.',
    );
  });
});

describe('one captcha for the sign-up e-mail step', () => {
  const AVAILABILITY =
    'query A($email: String!, $captchaValue: String) { emailAvailability(email: $email, captchaValue: $captchaValue) }';
  const register = (email: string, ip: string) =>
    gql<SendResult>(app, SEND, { variables: { email, operation: 'register' }, ip });

  it('lets the captcha solved for emailAvailability pay for one mail to that address from that requester', async () => {
    await awayFromLimitWindowEdge(10 * 60 * 1000);
    const newcomer = `newcomer.${nextIp()}@example.org`;
    const requester = nextIp();
    // Without a lookup first, a sign-up needs its own captcha.
    expect((await register(newcomer, requester)).body.data?.sendAcctAuthEmail).toEqual({
      __typename: 'FailedChallenge',
      message: CAPTCHA_MISSING,
    });

    const answer = await gql<{ emailAvailability: boolean }>(app, AVAILABILITY, {
      variables: { email: newcomer, captchaValue: await solveAltcha(app) },
      ip: requester,
    });
    expect(answer.body.data).toEqual({ emailAvailability: true });
    // Someone else, elsewhere, cannot spend it.
    expect((await register(newcomer, nextIp())).body.data?.sendAcctAuthEmail.__typename).toBe(
      'FailedChallenge',
    );
    expect((await register(newcomer, requester)).body.data?.sendAcctAuthEmail).toEqual({
      __typename: 'SendAcctAuthEmailSuccess',
      method: 'register',
    });
    expect(mailsTo(newcomer)).toBe(1);
    // It pays once: the next mail costs a captcha again.
    expect((await register(newcomer, requester)).body.data?.sendAcctAuthEmail.__typename).toBe(
      'FailedChallenge',
    );
    expect(mailsTo(newcomer)).toBe(1);
  });
});
