import { describe, expect, it } from 'vitest';
import { authOrigin, redirectDestination, redirectTarget } from './redirect-target';
import { socialSignInUrl } from './social-url';

describe('sign-in redirect', () => {
  it('returns to the current page as a path on the main domain', () => {
    expect(redirectTarget({ href: 'https://quire.example/p/abc?x=1', isCustomDomain: false })).toBe(
      '/p/abc?x=1',
    );
  });

  it('carries the account token in an absolute URL on a custom domain', () => {
    const target = redirectTarget({
      href: 'https://blog.example.com/p/abc',
      isCustomDomain: true,
      accountToken: 'tok123',
    });
    expect(target).toBe('https://blog.example.com/p/abc?accountToken=tok123');
    expect(authOrigin('https://quire.example', true)).toBe('https://quire.example');
    expect(authOrigin('https://quire.example', false)).toBe('');
  });

  it('prefers an explicit redirect', () => {
    expect(
      redirectTarget({
        href: 'https://quire.example/m/signin?redirect=/me',
        explicitRedirect: '/me/settings',
        isCustomDomain: false,
      }),
    ).toBe('/me/settings');
  });

  it('builds the social sign-in URL with redirect, operation and entry', () => {
    expect(
      socialSignInUrl({
        provider: 'google',
        redirect: '/p/1',
        operation: 'register',
        entry: 'clap',
      }),
    ).toBe('/m/connect/google?redirect=%2Fp%2F1&operation=register&entry=clap');
    expect(
      socialSignInUrl({
        provider: 'twitter',
        redirect: '/',
        operation: 'login',
        entry: null,
        authOrigin: 'https://quire.example',
      }),
    ).toBe('https://quire.example/m/account/authenticate-twitter?redirect=%2F&operation=login');
  });
});

describe('where the browser goes after onboarding or the OK of the sign-in page', () => {
  it.each([
    ['https://evil.example'],
    ['/\\evil.example/x'],
    ['//evil'],
    ['/\\evil'],
    ['\\/evil'],
    ['https:evil'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/x/..//evil.example'],
    [null],
  ])('goes home for %j', (redirect) => {
    expect(redirectDestination(redirect)).toBe('/');
  });

  it('follows a path on this site', () => {
    expect(redirectDestination('/p/abc123abc123?source=x')).toBe('/p/abc123abc123?source=x');
  });
});
