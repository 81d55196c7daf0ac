import { describe, expect, it } from 'vitest';
import { captchaValueFor, isCaptchaRequired } from './captcha-value';

const widget = (token: string) => ({ token: () => Promise.resolve(token) });

describe('captchaValueFor', () => {
  it('skips the captcha only for login with skip_signin_captcha on', async () => {
    expect(isCaptchaRequired({ skip_signin_captcha: true }, 'login')).toBe(false);
    expect(isCaptchaRequired({ skip_signin_captcha: true }, 'register')).toBe(true);
    expect(isCaptchaRequired({}, 'login')).toBe(true);
    await expect(
      captchaValueFor(
        { provider: 'altcha', challengeUrl: '/x' },
        { skip_signin_captcha: true },
        'login',
        null,
      ),
    ).resolves.toBeNull();
    await expect(
      captchaValueFor({ provider: 'turnstile' }, { skip_signin_captcha: true }, 'login', null),
    ).resolves.toBeNull();
  });

  it("sends the widget's token for reCAPTCHA, hCaptcha and Turnstile", async () => {
    for (const provider of ['recaptcha', 'hcaptcha', 'turnstile']) {
      await expect(
        captchaValueFor({ provider, siteKey: 'key' }, {}, 'register', widget(`${provider}-token`)),
      ).resolves.toBe(`${provider}-token`);
    }
  });

  it('fails instead of sending no answer when the widget is missing', async () => {
    await expect(
      captchaValueFor({ provider: 'hcaptcha', siteKey: 'key' }, {}, 'register', null),
    ).rejects.toThrow('The hcaptcha widget is not on the page');
  });
});
