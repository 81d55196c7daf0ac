import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, oneTapClientId, parseFlagOverrides } from './env';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
      productName: 'Quire',
    });
  });

  it('stops with one line naming the variable when a value is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid DATABASE_URL: /);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/^Invalid SEED_DEMO: /);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/^Invalid SESSION_SECRET: /);
  });

  it('listens on loopback only until PUBLIC_URL is set; an explicit HOST wins', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ PUBLIC_URL: 'https://quire.example.org' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::1', PUBLIC_URL: 'https://quire.example.org' }).host).toBe('::1');
  });

  it('trusts X-Forwarded-* only from the listed proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback, fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'Invalid TRUST_PROXY: true would trust every client; list your proxies instead, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8 (or loopback)',
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/^Invalid TRUST_PROXY: true would/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow(
      'Invalid TRUST_PROXY: "proxy.internal" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/^Invalid TRUST_PROXY: /);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('reads booleans and flag overrides', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      FLAGS: 'enable_mute=false,enable_lite_post=true',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.flagOverrides).toEqual({ enable_mute: 'false', enable_lite_post: 'true' });
  });

  it('lets link previews reach private test hosts only on a test server', () => {
    const hosts = '127.0.0.1:4100, 127.0.0.1:4101';
    const loopback = { LINK_PREVIEW_TEST_HOSTS: hosts, HOST: '127.0.0.1' };
    expect(loadConfig(loopback).linkPreviewTestHosts).toEqual([]);
    expect(loadConfig({ ...loopback, ENABLE_TEST_ROUTES: 'true' }).linkPreviewTestHosts).toEqual([
      '127.0.0.1:4100',
      '127.0.0.1:4101',
    ]);
    expect(
      loadConfig({ ...loopback, ENABLE_TEST_ROUTES: 'true', HOST: '0.0.0.0' }).linkPreviewTestHosts,
    ).toEqual([]);
  });

  it('turns test routes on only for a server that listens on loopback', () => {
    for (const value of ['true', '1', 'yes'])
      for (const host of ['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost']) {
        const config = loadConfig({ ENABLE_TEST_ROUTES: value, HOST: host });
        expect([value, host, config.enableTestRoutes, config.testRoutesRefused]).toEqual([
          value,
          host,
          true,
          false,
        ]);
      }
    for (const host of ['0.0.0.0', '::', '192.0.2.10', '10.0.0.5', 'fe80::1', 'quire.example']) {
      const config = loadConfig({ ENABLE_TEST_ROUTES: 'true', HOST: host });
      expect([host, config.enableTestRoutes, config.testRoutesRefused]).toEqual([
        host,
        false,
        true,
      ]);
    }
    const off = loadConfig({ HOST: '127.0.0.1' });
    expect([off.enableTestRoutes, off.testRoutesRefused]).toEqual([false, false]);
  });
});

describe('membership prices and the payment provider', () => {
  it('charges $5 a month and $50 a year in USD with the local test mode by default', () => {
    expect(loadConfig({}).billing).toEqual({
      currency: 'USD',
      prices: { monthly: 500, yearly: 5000 },
      stripe: null,
    });
  });

  it("takes the operator's prices in minor units and refuses other currencies", () => {
    expect(
      loadConfig({
        MEMBERSHIP_CURRENCY: 'cad',
        MEMBERSHIP_MONTHLY_PRICE: '800',
        MEMBERSHIP_YEARLY_PRICE: '8000',
      }).billing,
    ).toMatchObject({ currency: 'CAD', prices: { monthly: 800, yearly: 8000 } });
    expect(() => loadConfig({ MEMBERSHIP_CURRENCY: 'EUR' })).toThrow(
      'Invalid MEMBERSHIP_CURRENCY: Unsupported currency',
    );
    expect(() => loadConfig({ MEMBERSHIP_MONTHLY_PRICE: '4.99' })).toThrow(
      /^Invalid MEMBERSHIP_MONTHLY_PRICE: /,
    );
  });

  it('switches to Stripe with its secret key, which needs the webhook secret too', () => {
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).billing
        .stripe,
    ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /^Invalid STRIPE_WEBHOOK_SECRET: /,
    );
  });
});

describe('the Partner Program tax key', () => {
  it('takes 32 bytes as hex or base64, is unset by default, and refuses any other length', () => {
    expect(loadConfig({}).partnerTaxKey).toBeNull();
    const key = Buffer.alloc(32, 9);
    expect(loadConfig({ PARTNER_TAX_KEY: key.toString('hex') }).partnerTaxKey).toEqual(key);
    expect(loadConfig({ PARTNER_TAX_KEY: key.toString('base64') }).partnerTaxKey).toEqual(key);
    expect(() => loadConfig({ PARTNER_TAX_KEY: 'too-short' })).toThrow(
      /^Invalid PARTNER_TAX_KEY: /,
    );
  });
});

describe('sign-in provider settings', () => {
  it('refuses a widget captcha without its keys', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(
      'Invalid CAPTCHA_PROVIDER: turnstile needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET',
    );
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' })
        .captcha,
    ).toEqual({
      provider: 'hcaptcha',
      siteKey: 'k',
      secret: 's',
      scriptUrl: undefined,
      verifyUrl: undefined,
    });
  });

  it('accepts provider endpoints over https, or plain http on loopback only', () => {
    const captcha = { CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' };
    expect(
      loadConfig({ ...captcha, CAPTCHA_VERIFY_URL: 'http://127.0.0.1:4000/siteverify' }).captcha
        .verifyUrl,
    ).toBe('http://127.0.0.1:4000/siteverify');
    expect(() =>
      loadConfig({ ...captcha, CAPTCHA_VERIFY_URL: 'http://verify.example/siteverify' }),
    ).toThrow(
      'Invalid CAPTCHA_VERIFY_URL: must be https (plain http only on 127.0.0.1, localhost or [::1])',
    );
    expect(() => loadConfig({ CAPTCHA_SCRIPT_URL: 'http://10.0.0.5/api.js' })).toThrow(
      /^Invalid CAPTCHA_SCRIPT_URL: /,
    );
    for (const name of [
      'FACEBOOK_DIALOG_URL',
      'FACEBOOK_GRAPH_URL',
      'APPLE_ISSUER',
      'TWITTER_AUTHORIZE_URL',
      'TWITTER_API_URL',
    ]) {
      expect(() => loadConfig({ [name]: 'http://graph.example' })).toThrow(`Invalid ${name}: `);
    }
  });

  it("uses the providers' own endpoints unless a local provider is named", () => {
    const config = loadConfig({
      FACEBOOK_CLIENT_ID: 'fb',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
      TWITTER_CLIENT_ID: 'x',
      TWITTER_CLIENT_SECRET: 'x-secret',
      TWITTER_API_URL: 'http://localhost:4100/x/api/2/',
    });
    expect(config.social.facebook).toMatchObject({
      dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
      graphUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(config.social.twitter).toMatchObject({
      authorizeUrl: 'https://x.com/i/oauth2/authorize',
      apiUrl: 'http://localhost:4100/x/api/2',
    });
  });
});

describe("the site's app links", () => {
  it('shows no store badge by default and takes https store addresses', () => {
    expect(loadConfig({}).appLinks).toEqual({ appStore: null, googlePlay: null });
    const config = loadConfig({
      APP_STORE_URL: 'https://apps.apple.com/app/id123456789',
      PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=org.example.quire',
    });
    expect(config.appLinks).toEqual({
      appStore: 'https://apps.apple.com/app/id123456789',
      googlePlay: 'https://play.google.com/store/apps/details?id=org.example.quire',
    });
    expect(() => loadConfig({ APP_STORE_URL: 'http://apps.example/quire' })).toThrow(
      /^Invalid APP_STORE_URL: /,
    );
    expect(() => loadConfig({ PLAY_STORE_URL: 'not a url' })).toThrow(/^Invalid PLAY_STORE_URL: /);
  });
});

describe('parseFlagOverrides', () => {
  it('keeps string values, including ones with equals signs', () => {
    expect(parseFlagOverrides('theme=a=b, enable_mute = true')).toEqual({
      theme: 'a=b',
      enable_mute: 'true',
    });
  });
});

describe('oneTapClientId', () => {
  const google = { GOOGLE_CLIENT_ID: 'client-1', GOOGLE_CLIENT_SECRET: 'secret' };

  it("offers one-tap only when the provider is Google's own issuer", () => {
    expect(oneTapClientId(loadConfig(google))).toBe('client-1');
    expect(
      oneTapClientId(loadConfig({ ...google, GOOGLE_ISSUER: 'https://accounts.google.com/' })),
    ).toBe('client-1');
    expect(
      oneTapClientId(loadConfig({ ...google, GOOGLE_ISSUER: 'http://127.0.0.1:3101' })),
    ).toBeNull();
    expect(oneTapClientId(loadConfig({}))).toBeNull();
  });
});

describe('process and database settings', () => {
  it('runs one app process with the embedded database in a process of its own by default', () => {
    const config = loadConfig({});
    expect(config.webConcurrency).toBe(1);
    expect(config.embeddedDatabase).toBe('process');
    expect(config.databaseReplicaUrl).toBeUndefined();
    expect(config.workerRole).toBeUndefined();
  });

  it('reads the number of app processes, the replica and the embedded mode', () => {
    const config = loadConfig({
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://db/quire',
      DATABASE_REPLICA_URL: 'postgres://replica/quire',
      EMBEDDED_DATABASE: 'in-process',
    });
    expect(config.webConcurrency).toBe(4);
    expect(config.databaseReplicaUrl).toBe('postgres://replica/quire');
    expect(config.embeddedDatabase).toBe('in-process');
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/^Invalid WEB_CONCURRENCY/);
    expect(() => loadConfig({ EMBEDDED_DATABASE: 'thread' })).toThrow(/^Invalid EMBEDDED_DATABASE/);
  });

  it('refuses a replica without its primary', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/quire' })).toThrow(
      'Invalid DATABASE_REPLICA_URL: a replica needs DATABASE_URL (its primary)',
    );
  });
});

describe("the Partner Program's platform share", () => {
  it('is 50% by default, taken in percent with two decimals and held in basis points', () => {
    expect(loadConfig({}).partnerPlatformShareBasisPoints).toBe(5000);
    expect(
      loadConfig({ PARTNER_PLATFORM_SHARE_PERCENT: '30' }).partnerPlatformShareBasisPoints,
    ).toBe(3000);
    expect(
      loadConfig({ PARTNER_PLATFORM_SHARE_PERCENT: '12.5' }).partnerPlatformShareBasisPoints,
    ).toBe(1250);
    expect(
      loadConfig({ PARTNER_PLATFORM_SHARE_PERCENT: '0' }).partnerPlatformShareBasisPoints,
    ).toBe(0);
    for (const bad of ['101', '-1', 'half', '12.345'])
      expect(() => loadConfig({ PARTNER_PLATFORM_SHARE_PERCENT: bad })).toThrow(
        /^Invalid PARTNER_PLATFORM_SHARE_PERCENT: /,
      );
  });
});

describe("the Partner Program's tax reminders", () => {
  it('give 30 days and a $600.00 yearly limit by default, and refuse a grace too short for the final week', () => {
    expect(loadConfig({}).partnerTax).toEqual({ graceDays: 30, earningLimit: 60_000 });
    expect(
      loadConfig({ PARTNER_TAX_GRACE_DAYS: '60', PARTNER_TAX_EARNING_LIMIT: '0' }).partnerTax,
    ).toEqual({ graceDays: 60, earningLimit: 0 });
    for (const bad of ['7', '366', 'month'])
      expect(() => loadConfig({ PARTNER_TAX_GRACE_DAYS: bad })).toThrow(
        /^Invalid PARTNER_TAX_GRACE_DAYS: /,
      );
    expect(() => loadConfig({ PARTNER_TAX_EARNING_LIMIT: '-1' })).toThrow(
      /^Invalid PARTNER_TAX_EARNING_LIMIT: /,
    );
  });
});
