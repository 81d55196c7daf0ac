import { describe, expect, it } from 'vitest';
import { checkEmail, isLikelyGoogleTypo, isValidEmail, isValidLoginCode } from './email-validation';
import { SUSI_TEXTS } from './texts';

describe('e-mail validation', () => {
  it.each(['reader@example.org', 'A.B+tag@Sub.Example.CO', '  spaced@example.com  '])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each(['', 'plain', 'no-at.example.org', 'a@b', 'a@b.c', 'a@@b.com', 'a b@c.com', 'a@b.c1'])(
    'rejects %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );

  it('flags @gm and @goo typos but not gmail.com', () => {
    expect(isLikelyGoogleTypo('me@gmial.com')).toBe(true);
    expect(isLikelyGoogleTypo('me@goolge.com')).toBe(true);
    expect(isLikelyGoogleTypo('me@gmail.com')).toBe(false);
    expect(isLikelyGoogleTypo('me@example.com')).toBe(false);
  });

  it('suggests Google only when Google is available', () => {
    expect(checkEmail('me@gmial.com', true)).toBe('googleTypo');
    expect(checkEmail('me@gmial.com', false)).toBeNull();
    expect(checkEmail('nope', true)).toBe('invalid');
    expect(checkEmail('ok@example.org', true)).toBeNull();
  });

  it('accepts exactly six digits as a login code', () => {
    expect(isValidLoginCode('123456')).toBe(true);
    expect(isValidLoginCode('12345')).toBe(false);
    expect(isValidLoginCode('1234567')).toBe(false);
    expect(isValidLoginCode('12a456')).toBe(false);
  });

  it('uses the spec texts', () => {
    expect(SUSI_TEXTS.invalidEmail).toBe('Please enter a valid email address.');
    expect(SUSI_TEXTS.loginCodeLength).toBe('Login code must be 6 digits.');
    expect(SUSI_TEXTS.tryAgain).toBe('Please try again.');
  });
});
