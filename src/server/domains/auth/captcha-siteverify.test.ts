import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetCaptchaProvider } from '@shared/auth/captcha';
import { startTestCaptchaProvider } from '@server/test/captcha-provider';
import type { TestCaptchaProvider } from '@server/test/captcha-provider';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { SEND, gql, nextIp, visitorActor } from '@server/test/kits/auth-kit';
import { captchaCspSources } from './captcha-providers';
import { verifyCaptcha } from './captcha.service';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';

// reCAPTCHA, hCaptcha and Turnstile checked the way a site using them checks: the app posts
// each token to a siteverify endpoint on 127.0.0.1 that speaks the provider's protocol.
const SITE_KEY = 'test-site-key';
const SECRET = 'test-captcha-secret';
const FAILED = {
  __typename: 'FailedChallenge',
  message: 'The verification challenge failed. Please try again.',
};

const PROVIDERS = ['recaptcha', 'hcaptcha', 'turnstile'] as const;

let stand: TestCaptchaProvider;
let mailbox: Mailbox;
const apps = {} as Record<WidgetCaptchaProvider, TestApp>;

beforeAll(async () => {
  stand = await startTestCaptchaProvider({ siteKey: SITE_KEY, secret: SECRET });
  mailbox = await startMailbox();
  for (const provider of PROVIDERS) apps[provider] = await appFor(provider);
});

afterAll(async () => {
  await Promise.all(Object.values(apps).map((app) => app.close()));
  await stand.close();
  await mailbox.close();
});

function appFor(provider: WidgetCaptchaProvider, overrides: Record<string, string> = {}) {
  return createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    CAPTCHA_PROVIDER: provider,
    CAPTCHA_SITE_KEY: SITE_KEY,
    CAPTCHA_SECRET: SECRET,
    CAPTCHA_SCRIPT_URL: stand.scriptUrl(provider),
    CAPTCHA_VERIFY_URL: stand.verifyUrl(provider),
    ...overrides,
  });
}

type SendResult = { sendAcctAuthEmail: { __typename: string; method?: string; message?: string } };

let counter = 0;
async function signUp(app: TestApp, captchaValue: string, ip = nextIp()) {
  counter += 1;
  const email = `captcha.${counter}@example.org`;
  const response = await gql<SendResult>(app, SEND, {
    variables: { email, operation: 'register', fullName: 'Cap Tcha', captchaValue },
    as: visitorActor(app, `lo_${String(counter).padStart(12, '0')}`),
    ip,
  });
  return { email, result: response.body.data?.sendAcctAuthEmail };
}

const mailsTo = (email: string) => mailbox.mails.filter((mail) => mail.to === email);

describe.each(PROVIDERS)('%s', (provider) => {
  let app: TestApp;
  const token = (hostname = 'localhost') =>
    stand.mintToken(provider, { hostname, action: provider === 'turnstile' ? 'signin' : null });

  beforeAll(() => {
    app = apps[provider];
  });

  it('signs up with a token the provider confirms, posting secret, response and remoteip', async () => {
    const value = token();
    const ip = nextIp();
    const { email, result } = await signUp(app, value, ip);
    expect(result).toEqual({ __typename: 'SendAcctAuthEmailSuccess', method: 'register' });
    expect((await mailbox.latest(email)).subject).toBe('Finish creating your Quire account');
    expect(stand.verifications.at(-1)).toEqual({
      provider,
      form: {
        secret: SECRET,
        response: value,
        remoteip: ip,
        ...(provider === 'hcaptcha' ? { sitekey: SITE_KEY } : {}),
      },
    });
  });

  it('answers FailedChallenge with the server message when the provider says no', async () => {
    const forged = await signUp(app, `${provider}.not-a-token`);
    expect(forged.result).toEqual(FAILED);
    const value = token();
    expect((await signUp(app, value)).result?.__typename).toBe('SendAcctAuthEmailSuccess');
    const replayed = await signUp(app, value);
    expect(replayed.result).toEqual(FAILED);
    expect([...mailsTo(forged.email), ...mailsTo(replayed.email)]).toEqual([]);
  });

  it('refuses a token solved on another site', async () => {
    const { email, result } = await signUp(app, token('evil.example'));
    expect(result).toEqual(FAILED);
    expect(mailsTo(email)).toEqual([]);
  });

  it('refuses, and sends nothing, while the provider answers 500', async () => {
    stand.troubleNext('server-error');
    const { email, result } = await signUp(app, token());
    expect(result).toEqual(FAILED);
    expect(mailsTo(email)).toEqual([]);
  });

  it('refuses when the connection to the provider breaks', async () => {
    stand.troubleNext('connection-reset');
    const { email, result } = await signUp(app, token());
    expect(result).toEqual(FAILED);
    expect(mailsTo(email)).toEqual([]);
  });

  it('gives up on a provider that does not answer in time', async () => {
    stand.troubleNext('no-answer');
    const started = Date.now();
    const isValid = await verifyCaptcha({
      db: app.database.db,
      config: app.config.captcha,
      secret: SECRET,
      value: token(),
      ip: '203.0.113.5',
      hostname: 'localhost',
      timeoutMs: 300,
    });
    expect(isValid).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("lets every page load the widget from the provider's script origin only", async () => {
    const config = await gql<{ authConfig: { captcha: Record<string, unknown> } }>(
      app,
      '{ authConfig { captcha { provider siteKey challengeUrl scriptUrl } } }',
    );
    expect(config.body.data?.authConfig.captcha).toEqual({
      provider,
      siteKey: SITE_KEY,
      challengeUrl: null,
      scriptUrl: stand.scriptUrl(provider),
    });
    const page = await app.request({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`script-src [^;]*${stand.origin.replaceAll('.', '\\.')}`));
    expect(policy).not.toMatch(/google\.com|hcaptcha\.com|cloudflare\.com/);
  });
});

describe('Turnstile action', () => {
  it('refuses a token solved for another form of the same key', async () => {
    const other = stand.mintToken('turnstile', { hostname: 'localhost', action: 'contact' });
    expect((await signUp(apps.turnstile, other)).result).toEqual(FAILED);
  });
});

describe('page policy for the real providers', () => {
  const base = { siteKey: 'k', secret: 's', scriptUrl: undefined, verifyUrl: undefined };

  it("allows exactly the sources each provider's documentation asks for", () => {
    expect(captchaCspSources({ ...base, provider: 'recaptcha' })).toEqual({
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      style: [],
      connect: [],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    });
    const hcaptcha = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
    expect(captchaCspSources({ ...base, provider: 'hcaptcha' })).toEqual({
      script: hcaptcha,
      style: hcaptcha,
      connect: hcaptcha,
      frame: hcaptcha,
    });
    expect(captchaCspSources({ ...base, provider: 'turnstile' })).toEqual({
      script: ['https://challenges.cloudflare.com'],
      style: [],
      connect: [],
      frame: ['https://challenges.cloudflare.com'],
    });
    expect(captchaCspSources({ ...base, provider: 'altcha' })).toEqual({
      script: [],
      style: [],
      connect: [],
      frame: [],
    });
  });
});
