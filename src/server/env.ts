import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The only module that reads process.env. Everything the server needs is
 * parsed here once; an invalid value stops start-up with one line naming it.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanString.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FLAGS: z
    .string()
    .regex(
      /^(\s*[a-z0-9_]+=[^,]*)(,\s*[a-z0-9_]+=[^,]*)*\s*$|^$/,
      'must look like name=value,name=value',
    )
    .default(''),
  PRODUCT_NAME: z.string().min(1).default('Quire'),
  EU_COUNTRY_HEADER: z.string().min(1).default('cf-ipcountry'),
  PRIVACY_BANNER: z.enum(['auto', 'always', 'never']).default('auto'),
  TRUST_PROXY: booleanString.default(false),
  ENABLE_TEST_ROUTES: booleanString.default(false),
  // host:port pairs on a private network the link-preview fetcher may reach; honoured
  // only with ENABLE_TEST_ROUTES (end-to-end tests serve pages on loopback).
  LINK_PREVIEW_TEST_HOSTS: z.string().default(''),
  STATUS_PAGE_URL: z.string().min(1).default('/status'),
  // Sign-in
  AUTH_DOMAIN: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'hcaptcha', 'turnstile']).default('altcha'),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z
    .url()
    .default('https://accounts.google.com')
    .transform((url) => url.replace(/\/+$/, '')),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  TWITTER_CLIENT_ID: z.string().min(1).optional(),
  TWITTER_CLIENT_SECRET: z.string().min(1).optional(),
});

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /** Unset means: generate once and keep in DATA_DIR (see session-secret.ts). */
  sessionSecret: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  flagOverrides: Record<string, string>;
  productName: string;
  euCountryHeader: string;
  privacyBanner: 'auto' | 'always' | 'never';
  trustProxy: boolean;
  /** Test routes are on: asked for with ENABLE_TEST_ROUTES and the server listens on loopback only. */
  enableTestRoutes: boolean;
  /** ENABLE_TEST_ROUTES was set but HOST is not loopback, so they stay off. */
  testRoutesRefused: boolean;
  /** Private host:port pairs link previews may fetch; empty unless test routes are on. */
  linkPreviewTestHosts: string[];
  statusPageUrl: string;
  /** Origin that signs people in; unset means the site's own origin. */
  authDomain: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  captcha: {
    provider: 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile';
    siteKey: string | undefined;
    secret: string | undefined;
  };
  /** Social sign-in credentials; a provider without them is hidden. */
  social: {
    google: { clientId: string; clientSecret: string; issuer: string } | null;
    facebook: { clientId: string; clientSecret: string } | null;
    apple: { clientId: string; teamId: string; keyId: string; privateKey: string } | null;
    twitter: { clientId: string; clientSecret: string } | null;
  };
  /** Vite dev middleware instead of the built bundle. */
  isDev: boolean;
}

export class ConfigError extends Error {}

export function parseFlagOverrides(raw: string): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const pair of raw.split(',')) {
    const [name, ...rest] = pair.split('=');
    if (name?.trim()) overrides[name.trim()] = rest.join('=').trim();
  }
  return overrides;
}

type ParsedEnv = z.infer<typeof envSchema>;

/**
 * True when a listen address reaches this machine only: `localhost`, an
 * address in 127.0.0.0/8, or ::1 (also written [::1] or ::ffff:127.x.x.x).
 * `0.0.0.0`, `::` and every other name or address are not.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  if (isIP(v4) === 4) return v4.split('.')[0] === '127';
  // The URL parser writes an IPv6 address in its shortest form.
  return isIP(name) === 6 && new URL(`http://[${name}]/`).hostname === '[::1]';
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * One-tap is Google's own prompt (its script, its accounts): offered only when
 * the configured provider is Google itself, not another OpenID issuer.
 */
export function oneTapClientId(config: Pick<ServerConfig, 'social'>): string | null {
  const google = config.social.google;
  return google && google.issuer === GOOGLE_ISSUER ? google.clientId : null;
}

function socialConfig(env: ParsedEnv): ServerConfig['social'] {
  const pair = (id?: string, secret?: string) =>
    id && secret ? { clientId: id, clientSecret: secret } : null;
  const google = pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const { APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY } = env;
  return {
    google: google && { ...google, issuer: env.GOOGLE_ISSUER },
    facebook: pair(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
    apple:
      APPLE_CLIENT_ID && APPLE_TEAM_ID && APPLE_KEY_ID && APPLE_PRIVATE_KEY
        ? {
            clientId: APPLE_CLIENT_ID,
            teamId: APPLE_TEAM_ID,
            keyId: APPLE_KEY_ID,
            privateKey: APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
          }
        : null,
    twitter: pair(env.TWITTER_CLIENT_ID, env.TWITTER_CLIENT_SECRET),
  };
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { isDev?: boolean } = {},
): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const parsed = result.data;
  // The address main.ts listens on: test routes sign anyone in, so they are
  // only ever served to this machine.
  const host = parsed.HOST;
  const enableTestRoutes = parsed.ENABLE_TEST_ROUTES && isLoopbackHost(host);
  return {
    nodeEnv: options.isDev ? 'development' : parsed.NODE_ENV,
    port: parsed.PORT,
    host,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    publicUrl: parsed.PUBLIC_URL,
    sessionSecret: parsed.SESSION_SECRET,
    seedDemo: parsed.SEED_DEMO,
    logLevel: parsed.LOG_LEVEL,
    flagOverrides: parseFlagOverrides(parsed.FLAGS),
    productName: parsed.PRODUCT_NAME,
    euCountryHeader: parsed.EU_COUNTRY_HEADER.toLowerCase(),
    privacyBanner: parsed.PRIVACY_BANNER,
    trustProxy: parsed.TRUST_PROXY,
    enableTestRoutes,
    testRoutesRefused: parsed.ENABLE_TEST_ROUTES && !enableTestRoutes,
    linkPreviewTestHosts: enableTestRoutes
      ? parsed.LINK_PREVIEW_TEST_HOSTS.split(',')
          .map((host) => host.trim())
          .filter(Boolean)
      : [],
    statusPageUrl: parsed.STATUS_PAGE_URL,
    authDomain: parsed.AUTH_DOMAIN ? new URL(parsed.AUTH_DOMAIN).origin : undefined,
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from: parsed.MAIL_FROM ?? `${parsed.PRODUCT_NAME} <no-reply@localhost>`,
    },
    captcha: {
      provider: parsed.CAPTCHA_PROVIDER,
      siteKey: parsed.CAPTCHA_SITE_KEY,
      secret: parsed.CAPTCHA_SECRET,
    },
    social: socialConfig(parsed),
    isDev: options.isDev ?? false,
  };
}
