import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readFormerToken } from './former-signed-token';
import { signToken, verifyToken } from './signed-token';

const SECRET = 'a-secret-that-is-long-enough-for-this-test-0123';
const NOW = Date.parse('2030-01-01T00:00:00.250Z');
const HOUR = 60 * 60 * 1000;
const schema = z.object({ u: z.string(), g: z.string() });

const sign = (payload: Record<string, unknown> = { u: 'abc123', g: 'CLAPS' }) =>
  signToken({ secret: SECRET, purpose: 'account-token', payload, ttlMs: HOUR, now: NOW });

type Purpose = Parameters<typeof verifyToken>[0]['purpose'];

const verify = (token: string, now = NOW + 1000, purpose: Purpose = 'account-token') =>
  verifyToken({ secret: SECRET, purpose, token, schema, now });

describe('signed tokens', () => {
  it('reads back what was signed, until it expires to the millisecond', () => {
    const token = sign();
    const expiresAt = NOW + HOUR;
    expect(verify(token)).toEqual({ ok: true, payload: { u: 'abc123', g: 'CLAPS' }, expiresAt });
    expect(verify(token, expiresAt - 1).ok).toBe(true);
    expect(verify(token, expiresAt)).toEqual({ ok: false, problem: 'expired' });
  });

  it('never verifies for another purpose or with another secret', () => {
    const token = sign();
    expect(verify(token, NOW, 'social-state')).toEqual({
      ok: false,
      problem: 'signature',
    });
    const other = verifyToken({
      secret: 'another-secret-also-long-enough-000000',
      purpose: 'account-token',
      token,
      schema,
      now: NOW,
    });
    expect(other).toEqual({ ok: false, problem: 'signature' });
  });

  it('refuses a changed payload or signature', () => {
    const [body, signature] = sign().split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ u: 'someone', g: 'CLAPS', e: 2e9 })).toString(
      'base64url',
    );
    expect(verify(`${forged}.${signature}`).ok).toBe(false);
    expect(verify(`${body}.${signature.slice(0, -2)}AA`)).toEqual({
      ok: false,
      problem: 'signature',
    });
    expect(verify(`${body}.${signature}x`)).toEqual({ ok: false, problem: 'signature' });
  });

  it('calls a token of the wrong shape malformed, even when signed', () => {
    for (const garbage of ['', 'abc', 'a.b.c', '.x', 'x.'])
      expect(verify(garbage)).toEqual({ ok: false, problem: 'malformed' });
    expect(verify(sign({ u: 'abc123' }))).toEqual({ ok: false, problem: 'malformed' });
  });

  it('keeps the unsubscribe links of mails sent before this codec: the format is theirs', () => {
    // Signed by the former unsubscribe-token.ts for { u: 'abc123', g: 'CLAPS' } at NOW.
    const mailed =
      'eyJ1IjoiYWJjMTIzIiwiZyI6IkNMQVBTIiwiZSI6MTkwMTIzMjAwMH0.Jr2JjZ-six8TWb1PKZ86PxyHVhe2tgujbZhOH-B_hcw';
    const expiresAt = Date.parse('2030-04-01T00:00:00Z');
    const read = (now: number) =>
      verifyToken({
        secret: SECRET,
        purpose: 'notification-email-unsubscribe',
        token: mailed,
        schema,
        now,
      });
    expect(read(NOW)).toEqual({ ok: true, payload: { u: 'abc123', g: 'CLAPS' }, expiresAt });
    expect(read(expiresAt)).toEqual({ ok: false, problem: 'expired' });
    // Signed on a whole second, the token is the very one the former code made.
    const again = signToken({
      secret: SECRET,
      purpose: 'notification-email-unsubscribe',
      payload: { u: 'abc123', g: 'CLAPS' },
      ttlMs: 90 * 24 * HOUR,
      now: expiresAt - 90 * 24 * HOUR,
    });
    expect(again).toBe(mailed);
  });

  it('reads the former account-token format by its label only', () => {
    // Signed by the former account-token.service.ts at NOW.
    const former =
      'eyJvIjoiaHR0cHM6Ly9ibG9nLmV4YW1wbGUub3JnIiwidiI6ImxvXzAxMjM0NTY3ODlhYiIsImUiOjE4OTM0NTc4MDAyNTB9.wjkv80B-u4g_4shTvm7H00_hfIcCltiXBGAOVNge-0Q';
    expect(readFormerToken(SECRET, 'account-token', former)).toEqual({
      payload: { o: 'https://blog.example.org', v: 'lo_0123456789ab', e: NOW + 30 * 60 * 1000 },
    });
    expect(readFormerToken(SECRET, 'social-state', former)).toBeNull();
    expect(readFormerToken(SECRET, 'account-token', `${former}x`)).toBeNull();
    expect(readFormerToken(SECRET, 'account-token', sign())).toBeNull();
  });
});
