import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listEmailChoices,
  UNSUBSCRIBE_TOKEN_LIFETIME_MS,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '@server/domains/notification-emails';
import { SESSION_COOKIE } from '../request/identity';
import { buildUser } from '@server/test/factories';
import { TEST_SECRET, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

const PATH = '/_/notification-emails/unsubscribe';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function responsesEnabled(userId: string) {
  const choices = await listEmailChoices(app.database.db, userId);
  return choices.find((choice) => choice.group === 'RESPONSES')?.enabled;
}

const url = (token: string) => `${PATH}?token=${encodeURIComponent(token)}`;

describe('unsubscribe token', () => {
  it('is scoped to one person and one group, and expires', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const token = signUnsubscribeToken(TEST_SECRET, { userId: 'abc123', group: 'CLAPS', now });
    expect(verifyUnsubscribeToken(TEST_SECRET, token, now)).toEqual({
      ok: true,
      userId: 'abc123',
      group: 'CLAPS',
    });
    const later = new Date(now.getTime() + UNSUBSCRIBE_TOKEN_LIFETIME_MS + 1000);
    expect(verifyUnsubscribeToken(TEST_SECRET, token, later)).toEqual({
      ok: false,
      reason: 'expired',
    });
    // Someone else's secret, or a payload changed to another person or group.
    expect(verifyUnsubscribeToken('another-secret-another-secret-0123456789', token, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [, signature] = token.split('.');
    for (const payload of [
      { u: 'someone-else', g: 'CLAPS', e: 1_800_000_000 },
      { u: 'abc123', g: 'RESPONSES', e: 1_800_000_000 },
    ]) {
      const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
      expect(verifyUnsubscribeToken(TEST_SECRET, forged, now)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    for (const garbage of ['', 'abc', 'a.b.c', `${token}x`])
      expect(verifyUnsubscribeToken(TEST_SECRET, garbage, now).ok).toBe(false);
  });
});

describe('the unsubscribe page', () => {
  it('asks first on GET, unsubscribes on POST without a session, and signs nobody in', async () => {
    const person = await buildUser(app.database.db);
    const token = signUnsubscribeToken(TEST_SECRET, { userId: person.id, group: 'RESPONSES' });

    const confirm = await app.request({ method: 'GET', url: url(token) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-type']).toContain('text/html');
    expect(confirm.body).toContain('<h1>Unsubscribe from these e-mails?</h1>');
    expect(confirm.body).toContain('“Responses to your stories”');
    expect(confirm.body).toContain(
      '<form method="post"><button type="submit">Unsubscribe</button>',
    );
    expect(await responsesEnabled(person.id)).toBe(true);

    const done = await app.request({ method: 'POST', url: url(token) });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>You are unsubscribed</h1>');
    expect(await responsesEnabled(person.id)).toBe(false);
    const cookies = [done.headers['set-cookie'] ?? []].flat().join('\n');
    expect(cookies).not.toContain(SESSION_COOKIE);
  });

  it('accepts the one-click POST of a mail provider (RFC 8058)', async () => {
    const person = await buildUser(app.database.db);
    const token = signUnsubscribeToken(TEST_SECRET, { userId: person.id, group: 'RESPONSES' });
    const response = await app.request({
      method: 'POST',
      url: url(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await responsesEnabled(person.id)).toBe(false);
  });

  it('answers a deleted account’s link kindly, with nothing to change', async () => {
    const token = signUnsubscribeToken(TEST_SECRET, { userId: 'gone00000000', group: 'CLAPS' });
    const response = await app.request({ method: 'POST', url: url(token) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>You are unsubscribed</h1>');
  });

  it('refuses forged, expired and missing tokens with a clear page, changing nothing', async () => {
    const person = await buildUser(app.database.db);
    const other = await buildUser(app.database.db);
    const token = signUnsubscribeToken(TEST_SECRET, { userId: person.id, group: 'RESPONSES' });
    const [, signature] = token.split('.');
    const retargeted = `${Buffer.from(
      JSON.stringify({ u: other.id, g: 'RESPONSES', e: 4_000_000_000 }),
    ).toString('base64url')}.${signature}`;
    for (const bad of [url(retargeted), url(`${token}AA`), PATH, `${PATH}?token=`]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.request({ method, url: bad });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('<h1>This unsubscribe link is not valid</h1>');
      }
    }
    const old = signUnsubscribeToken(TEST_SECRET, {
      userId: person.id,
      group: 'RESPONSES',
      now: new Date(Date.now() - UNSUBSCRIBE_TOKEN_LIFETIME_MS - 60_000),
    });
    const expired = await app.request({ method: 'POST', url: url(old) });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('<h1>This unsubscribe link has expired</h1>');
    expect(await responsesEnabled(person.id)).toBe(true);
    expect(await responsesEnabled(other.id)).toBe(true);
  });
});
