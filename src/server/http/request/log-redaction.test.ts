import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides sign-in, hand-off, one-tap and unsubscribe tokens in the query', () => {
    expect(redactUrl('/m/callback/email?token=abcDEF123&operation=login')).toBe(
      '/m/callback/email?token=[redacted]&operation=login',
    );
    expect(redactUrl('/m/callback/authenticate?handoff=t1&redirect=%2Fp%2Fx')).toBe(
      '/m/callback/authenticate?handoff=[redacted]&redirect=%2Fp%2Fx',
    );
    expect(redactUrl('/m/callback/authenticate/onetap?token=t2')).toBe(
      '/m/callback/authenticate/onetap?token=[redacted]',
    );
    expect(redactUrl('/_/notification-emails/unsubscribe?token=abc.def')).toBe(
      '/_/notification-emails/unsubscribe?token=[redacted]',
    );
  });

  it("hides an OAuth callback's code and state and a friend link's share key", () => {
    expect(redactUrl('/m/callback/authenticate/google?code=c0de&state=s.t')).toBe(
      '/m/callback/authenticate/google?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/@ada/story-1?source=friends_link&sk=5ecret')).toBe(
      '/@ada/story-1?source=friends_link&sk=[redacted]',
    );
  });

  it('hides the anti-forgery token in the sign-out path', () => {
    expect(redactUrl('/m/signout/xsrfTOKEN.value')).toBe('/m/signout/[redacted]');
    expect(redactUrl('/m/signout')).toBe('/m/signout');
  });

  it('hides an account token inside a redirect back to a custom domain', () => {
    const redirect = encodeURIComponent('https://blog.example/p/1?accountToken=acc123');
    const redacted = redactUrl(`/m/signin?redirect=${redirect}`);
    expect(redacted).not.toContain('acc123');
    expect(decodeURIComponent(redacted)).toBe(
      '/m/signin?redirect=https://blog.example/p/1?accountToken=[redacted]',
    );
  });

  it('leaves ordinary URLs as they were', () => {
    expect(redactUrl('/p/abc123abc123?source=home')).toBe('/p/abc123abc123?source=home');
    expect(redactUrl('/search?q=hello%20world')).toBe('/search?q=hello%20world');
  });
});
