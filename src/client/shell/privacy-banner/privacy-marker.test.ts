import { describe, expect, it } from 'vitest';
import {
  PRIVACY_COOKIE_NAME,
  PRIVACY_POLICY_MARKER,
  PRIVACY_STORAGE_KEY,
  privacyAcceptedCookie,
  rememberPrivacyAcceptance,
} from './privacy-marker';

describe('privacy marker', () => {
  it('uses the 201805 marker and the agreed names', () => {
    expect(PRIVACY_POLICY_MARKER).toBe('201805');
    expect(PRIVACY_COOKIE_NAME).toBe('privacyPolicyAccepted');
    expect(PRIVACY_STORAGE_KEY).toBe('privacy-policy-accepted');
  });

  it('builds the acceptance cookie', () => {
    expect(privacyAcceptedCookie()).toBe(
      'privacyPolicyAccepted=201805; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('writes the cookie and the storage key', () => {
    const doc = { cookie: '' };
    const stored = new Map<string, string>();
    rememberPrivacyAcceptance(doc, () => ({
      setItem: (key, value) => void stored.set(key, value),
    }));
    expect(doc.cookie).toBe(privacyAcceptedCookie());
    expect(stored.get('privacy-policy-accepted')).toBe('201805');
  });

  it('still writes the cookie when storage is missing or throws', () => {
    const missing = { cookie: '' };
    rememberPrivacyAcceptance(missing, () => undefined);
    expect(missing.cookie).toBe(privacyAcceptedCookie());

    const throwingAccess = { cookie: '' };
    expect(() =>
      rememberPrivacyAcceptance(throwingAccess, () => {
        throw new Error('SecurityError');
      }),
    ).not.toThrow();
    expect(throwingAccess.cookie).toBe(privacyAcceptedCookie());

    const throwingWrite = { cookie: '' };
    expect(() =>
      rememberPrivacyAcceptance(throwingWrite, () => ({
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      })),
    ).not.toThrow();
    expect(throwingWrite.cookie).toBe(privacyAcceptedCookie());
  });
});
