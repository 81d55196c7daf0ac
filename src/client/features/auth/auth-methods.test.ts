import { describe, expect, it } from 'vitest';
import {
  availableMethods,
  isGoogleBlockedBrowser,
  requestOperation,
  susiVariant,
} from './auth-methods';
import type { AuthMethodInput } from './auth-methods';

const ALL = ['google', 'facebook', 'apple', 'twitter'];
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const FACEBOOK_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]';

function input(overrides: Partial<AuthMethodInput> = {}): AuthMethodInput {
  return {
    variant: 'new',
    operation: 'login',
    flags: { enable_apple_sign_in: true, enable_signup_with_email_button: true },
    socialProviders: ALL,
    userAgent: CHROME,
    ...overrides,
  };
}

describe('sign-in methods', () => {
  it('offers Google, Facebook, Apple, Twitter and email for sign-in', () => {
    expect(availableMethods(input())).toEqual({
      social: ['google', 'facebook', 'apple', 'twitter'],
      email: 'button',
    });
  });

  it('offers Google, Facebook and email for sign-up', () => {
    expect(availableMethods(input({ operation: 'register' }))).toEqual({
      social: ['google', 'facebook'],
      email: 'button',
    });
  });

  it('shows a sign-up-with-email link when the button flag is off', () => {
    const methods = availableMethods(input({ operation: 'register', flags: {} }));
    expect(methods.email).toBe('link');
  });

  it('hides Apple unless enable_apple_sign_in is on', () => {
    expect(availableMethods(input({ flags: {} })).social).not.toContain('apple');
  });

  it.each(['google', 'facebook', 'twitter', 'apple'] as const)(
    'hides %s with disable_login_%s',
    (method) => {
      const flags = { enable_apple_sign_in: true, [`disable_login_${method}`]: true };
      expect(availableMethods(input({ flags })).social).not.toContain(method);
    },
  );

  it('hides email with disable_login_email', () => {
    expect(availableMethods(input({ flags: { disable_login_email: true } })).email).toBeNull();
  });

  it('hides providers the server has not configured', () => {
    expect(availableMethods(input({ socialProviders: ['facebook'] })).social).toEqual(['facebook']);
  });

  it("hides Google inside Facebook's in-app browser", () => {
    expect(isGoogleBlockedBrowser(FACEBOOK_APP)).toBe(true);
    expect(isGoogleBlockedBrowser(CHROME)).toBe(false);
    expect(availableMethods(input({ userAgent: FACEBOOK_APP })).social).not.toContain('google');
  });

  it('offers every configured method in the old dialog', () => {
    expect(availableMethods(input({ variant: 'old' })).social).toEqual([
      'google',
      'facebook',
      'twitter',
      'apple',
    ]);
  });

  it('always sends register from the new dialog', () => {
    expect(requestOperation('new', 'login')).toBe('register');
    expect(requestOperation('old', 'login')).toBe('login');
  });

  it('uses the old dialog unless enable_new_susi_modal is on (off while loading)', () => {
    expect(susiVariant({})).toBe('old');
    expect(susiVariant({ enable_new_susi_modal: true })).toBe('new');
  });
});
