import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, oneTapClientId, parseFlagOverrides } from './env';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
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
