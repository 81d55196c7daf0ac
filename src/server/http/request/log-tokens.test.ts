import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND, actorFrom, gql, pathOf, visitorActor } from '@server/test/kits/auth-kit';
import { signUnsubscribeToken } from '@server/domains/notification-emails';
import { buildUser } from '@server/test/factories';
import { captureLog } from '@server/test/log-capture';
import { TEST_SECRET, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * At the default LOG_LEVEL=info, a sign-in by mailed link, a sign-out and an
 * unsubscribe leave no token in the log: not in request URLs, not in the
 * outbox's note (which names the .eml file instead of its links).
 */
const log = captureLog();
let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'quire-log-'));
  app = await createTestApp({ LOG_LEVEL: 'info', DATA_DIR: dataDir }, { logStream: log });
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface LogEntry {
  msg: string;
  file?: string;
  req?: { url: string };
}

const entries = () => log.lines.map((line) => JSON.parse(line) as LogEntry);

describe('tokens never reach the log', () => {
  it('keeps the sign-in link, sign-out token and unsubscribe token out of it', async () => {
    const user = await buildUser(app.database.db);
    const browser = visitorActor(app, 'lo_10910910910a');
    const sent = await gql(app, SEND, {
      // From a phone, so the mail carries a code too.
      variables: { email: user.email, operation: 'login', onMobileWeb: true },
      as: browser,
    });
    expect(sent.body.data?.sendAcctAuthEmail).toEqual({
      __typename: 'SendAcctAuthEmailSuccess',
      method: 'login',
    });

    // Without SMTP the log says which .eml file holds the mail; the link is read from the file.
    const note = entries().find((entry) => entry.msg.startsWith('mail written to the outbox'));
    expect(note?.file?.startsWith(path.join(dataDir, 'outbox'))).toBe(true);
    const mail = await simpleParser(readFileSync(note?.file ?? ''));
    const link = /https?:\/\/\S+\/m\/callback\/email\?token=\S+/.exec(mail.text ?? '')?.[0] ?? '';
    const signInToken = new URL(link).searchParams.get('token') ?? '';
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
    expect(signInToken.length).toBeGreaterThan(20);

    const signedIn = await app.request({
      method: 'GET',
      url: pathOf(link),
      cookies: browser.cookies,
    });
    expect(signedIn.statusCode).toBe(302);
    const actor = actorFrom(signedIn, browser);
    const signOut = await app.request({
      method: 'GET',
      url: `/m/signout/${actor.xsrfToken}`,
      cookies: actor.cookies,
    });
    expect(signOut.headers.location).toBe('/');

    const unsubscribeToken = signUnsubscribeToken(TEST_SECRET, {
      userId: user.id,
      group: 'RESPONSES',
    });
    const unsubscribeUrl = `/_/notification-emails/unsubscribe?token=${unsubscribeToken}`;
    expect((await app.request({ method: 'GET', url: unsubscribeUrl })).statusCode).toBe(200);
    expect((await app.request({ method: 'POST', url: unsubscribeUrl })).statusCode).toBe(200);

    const logged = log.text();
    for (const secret of [signInToken, actor.xsrfToken, unsubscribeToken, code, link]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain(encodeURIComponent(secret));
    }
    // The requests were logged, with their tokens blanked.
    const urls = entries().flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toContain('/m/callback/email?token=[redacted]&operation=login');
    expect(urls).toContain('/m/signout/[redacted]');
    expect(urls).toContain('/_/notification-emails/unsubscribe?token=[redacted]');
  });
});
