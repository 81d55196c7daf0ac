import { describe, expect, it } from 'vitest';
import { signAccountToken, verifyAccountToken } from './account-token.service';

const SECRET = 'a-secret-that-is-long-enough-for-this-test-0123';
const SIGNED_AT = new Date('2030-01-01T00:00:00.250Z');
const later = (ms: number) => new Date(SIGNED_AT.getTime() + ms);
const claims = { origin: 'https://blog.example.org', visitorId: 'lo_0123456789ab' };

describe('account token', () => {
  it('names the origin and visitor for thirty minutes', () => {
    const token = signAccountToken({ secret: SECRET, ...claims, now: SIGNED_AT });
    const verify = (now: Date, secret = SECRET) => verifyAccountToken({ secret, token, now });
    expect(verify(later(1_000))).toEqual(claims);
    expect(verify(later(29 * 60 * 1000))).toEqual(claims);
    expect(verify(later(30 * 60 * 1000))).toBeNull();
    expect(verify(later(1_000), 'another-secret-also-long-enough-000000')).toBeNull();
    expect(verifyAccountToken({ secret: SECRET, token: `${token}x`, now: later(1) })).toBeNull();
    expect(verifyAccountToken({ secret: SECRET, token: 'nonsense', now: later(1) })).toBeNull();
  });

  it('accepts a token signed in the former format until it expires', () => {
    // Signed by the former account-token.service.ts at SIGNED_AT.
    const token =
      'eyJvIjoiaHR0cHM6Ly9ibG9nLmV4YW1wbGUub3JnIiwidiI6ImxvXzAxMjM0NTY3ODlhYiIsImUiOjE4OTM0NTc4MDAyNTB9.wjkv80B-u4g_4shTvm7H00_hfIcCltiXBGAOVNge-0Q';
    expect(verifyAccountToken({ secret: SECRET, token, now: later(1_000) })).toEqual(claims);
    expect(verifyAccountToken({ secret: SECRET, token, now: later(30 * 60 * 1000) })).toBeNull();
  });
});
