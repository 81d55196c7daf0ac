import { isIP } from 'node:net';
import { z } from 'zod';
import { CAPTCHA_PROVIDERS } from '@shared/auth/captcha';
import type { CaptchaProviderName } from '@shared/auth/captcha';
import { UNSUPPORTED_CURRENCY, isSupportedCurrency } from '@shared/billing/money';
import type { Currency } from '@shared/billing/money';
import { parseBackupSchedule } from './backup/backup-schedule';
import type { BackupSchedule } from './backup/backup-schedule';
import { isHttpsOrLoopbackUrl } from './lib/secure-url';

/**
 * The only module that reads process.env. Everything the server needs is
 * parsed here once; an invalid value stops start-up with one line naming it.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** proxy-addr's names for whole ranges (Fastify's trustProxy understands them). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY lists the proxies whose X-Forwarded-For/-Host/-Proto are
 * believed. `true` (believe anyone) is refused: any client could then choose
 * its own address and host, escaping per-address limits.
 */
function parseTrustedProxies(raw: string, context: z.RefinementCtx): string[] | false {
  const value = raw.trim().toLowerCase();
  if (['false', '0', 'no', ''].includes(value)) return false;
  if (['true', '1', 'yes'].includes(value)) {
    context.addIssue({
      code: 'custom',
      message:
        'true would trust every client; list your proxies instead, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8 (or loopback)',
    });
    return false;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid) {
    context.addIssue({
      code: 'custom',
      message: `"${invalid}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
    });
    return false;
  }
  return entries.length > 0 ? entries : false;
}

/** An endpoint the server or the browser talks to: https, or plain http on loopback only. */
const endpointUrl = z
  .url()
  .refine(isHttpsOrLoopbackUrl, 'must be https (plain http only on 127.0.0.1, localhost or [::1])')
  .transform((url) => url.replace(/\/+$/, ''));

/** An AES-256 key: exactly 32 bytes, written as 64 hex digits or as base64. */
function parseTaxKey(raw: string, context: z.RefinementCtx): Buffer | null {
  const value = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length === 32) return key;
  context.addIssue({
    code: 'custom',
    message: 'must be 32 bytes as 64 hex digits or base64 (e.g. openssl rand -base64 32)',
  });
  return null;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: loopback only while PUBLIC_URL is unset (see loadConfig), else every interface.
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // A read-only copy of DATABASE_URL (streaming replica) for signed-out pages and feeds.
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Without DATABASE_URL: PGlite in a process of its own (default) or on the app's event loop.
  EMBEDDED_DATABASE: z.enum(['process', 'in-process']).default('process'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(1),
  // Set by the primary process for the workers it starts; not an operator setting.
  QUIRE_WORKER_ROLE: z.enum(['first', 'other']).optional(),
  // Load shedding: 503 + Retry-After once the event loop lags this much (0: never).
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  // ... or is busy this share of the time (0: never), or the heap holds this much (0: never).
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  PRESSURE_MAX_HEAP_MB: z.coerce.number().int().min(0).default(0),
  PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanString.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // pretty: lines for people; json: one JSON object a line; auto: pretty on a terminal only.
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
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
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => parseTrustedProxies(value, context)),
  ENABLE_TEST_ROUTES: booleanString.default(false),
  // host:port pairs on a private network the link-preview fetcher may reach; honoured
  // only with ENABLE_TEST_ROUTES (end-to-end tests serve pages on loopback).
  LINK_PREVIEW_TEST_HOSTS: z.string().default(''),
  // *.localhost publication domains, their HTTP challenge fetched from this app itself;
  // honoured only on a loopback HOST (development, end-to-end tests).
  CUSTOM_DOMAIN_LOCAL_CHECKS: booleanString.default(false),
  STATUS_PAGE_URL: z.string().min(1).default('/status'),
  // The site's account on X for twitter:site, with or without the @.
  TWITTER_SITE: z
    .string()
    .regex(/^@?\w{1,15}$/, 'must be an X username such as @quire')
    .optional(),
  // The site's own apps in the stores, linked by the sign-in footer's badges; unset: no badge.
  APP_STORE_URL: z.url({ protocol: /^https$/ }).optional(),
  PLAY_STORE_URL: z.url({ protocol: /^https$/ }).optional(),
  MEDIA_CACHE_MAX_MB: z.coerce.number().int().min(16).default(1024),
  // Logged-out pages kept in each app process's memory and offered to a CDN in front.
  PAGE_CACHE: booleanString.default(true),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(64),
  // How long a copy lives here and at a CDN (s-maxage): the staleness of clap and response counts.
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // How long a CDN may serve a copy past that while it fetches a fresh one.
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86400).default(30),
  // Receives POST {"keys": […]} when pages change, to purge a CDN by surrogate key.
  PAGE_CACHE_PURGE_URL: endpointUrl.optional(),
  REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // The server's own backups into DATA_DIR/backups (docs/operations.md); unset: none.
  BACKUP_SCHEDULE: z
    .string()
    .optional()
    .transform((raw, context) => {
      const schedule = raw === undefined ? null : parseBackupSchedule(raw);
      if (!schedule || !('error' in schedule)) return schedule;
      context.addIssue({ code: 'custom', message: schedule.error });
      return null;
    }),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  // The metered paywall: member-only stories a signed-in non-member reads free each calendar month.
  FREE_MEMBER_ONLY_STORIES: z.coerce.number().int().min(0).max(100).default(3),
  // Sign-in
  AUTH_DOMAIN: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Where the site's own messages to its operator go (publication feedback); unset: stored only.
  OPERATOR_EMAIL: z.email().optional(),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  // For tests against a local stand-in: where the widget script and the siteverify call go.
  CAPTCHA_SCRIPT_URL: endpointUrl.optional(),
  CAPTCHA_VERIFY_URL: endpointUrl.optional(),
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
  // The providers' own endpoints; changed only to test against a local provider.
  FACEBOOK_DIALOG_URL: endpointUrl.default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: endpointUrl.default('https://graph.facebook.com/v21.0'),
  APPLE_ISSUER: endpointUrl.default('https://appleid.apple.com'),
  TWITTER_AUTHORIZE_URL: endpointUrl.default('https://x.com/i/oauth2/authorize'),
  TWITTER_API_URL: endpointUrl.default('https://api.x.com/2'),
  // Membership prices in minor units (cents) of MEMBERSHIP_CURRENCY (docs/operations.md, "Membership").
  MEMBERSHIP_CURRENCY: z
    .string()
    .default('USD')
    .refine((code) => isSupportedCurrency(code.toUpperCase()), UNSUPPORTED_CURRENCY)
    .transform((code) => code.toUpperCase() as Currency),
  MEMBERSHIP_MONTHLY_PRICE: z.coerce.number().int().min(50).max(10_000_000).default(500),
  MEMBERSHIP_YEARLY_PRICE: z.coerce.number().int().min(50).max(10_000_000).default(5000),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // 32 bytes, base64 or 64 hex digits: encrypts Partner Program tax ids (docs/operations.md, "Partner Program").
  PARTNER_TAX_KEY: z
    .string()
    .optional()
    .transform((value, context) => (value ? parseTaxKey(value, context) : null)),
  // What the platform keeps of each member's fee, in percent with up to two decimals
  // (docs/operations.md, "Partner Program"); held as basis points so money stays in integers.
  PARTNER_PLATFORM_SHARE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((percent) => Number.isInteger(Math.round(percent * 1e6) / 1e4), 'at most two decimals')
    .default(50)
    .transform((percent) => Math.round(percent * 100)),
  // Tax reminders (docs/operations.md, "Partner Program"): the days a writer has to give or fix a tax id,
  // at least 8 so the final reminder's week fits, and the yearly earnings in minor units past
  // which one is required (0: no earnings reminders).
  PARTNER_TAX_GRACE_DAYS: z.coerce.number().int().min(8).max(365).default(30),
  PARTNER_TAX_EARNING_LIMIT: z.coerce.number().int().min(0).max(1_000_000_000).default(60_000),
});

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read-only replica of databaseUrl for signed-out reads; unset: everything on the primary. */
  databaseReplicaUrl: string | undefined;
  /** Without databaseUrl: PGlite in a child process serving the PostgreSQL protocol, or in this one. */
  embeddedDatabase: 'process' | 'in-process';
  /** App processes (node:cluster workers); 1 serves from the main process itself. */
  webConcurrency: number;
  /** In a worker: the first migrates, seeds and runs the background jobs; the others only serve. */
  workerRole: 'first' | 'other' | undefined;
  /** When to answer 503 + Retry-After instead of queueing more work (0: that check is off). */
  pressure: {
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    maxHeapUsedBytes: number;
    retryAfterSeconds: number;
  };
  publicUrl: string | undefined;
  /** Unset means: generate once and keep in DATA_DIR (see session-secret.ts). */
  sessionSecret: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** How log lines look: for people (pretty), for machines (json), or pretty on a terminal (auto). */
  logFormat: 'auto' | 'pretty' | 'json';
  flagOverrides: Record<string, string>;
  productName: string;
  euCountryHeader: string;
  privacyBanner: 'auto' | 'always' | 'never';
  /** Addresses, CIDR ranges or proxy-addr's names whose X-Forwarded-* headers count; false: none. */
  trustProxy: string[] | false;
  /** Test routes are on: asked for with ENABLE_TEST_ROUTES and the server listens on loopback only. */
  enableTestRoutes: boolean;
  /** ENABLE_TEST_ROUTES was set but HOST is not loopback, so they stay off. */
  testRoutesRefused: boolean;
  /** Private host:port pairs link previews may fetch; empty unless test routes are on. */
  linkPreviewTestHosts: string[];
  /**
   * CUSTOM_DOMAIN_LOCAL_CHECKS on a loopback HOST: *.localhost domains may be
   * linked, and their HTTP challenge is fetched from this app's own port.
   */
  customDomainLocalChecks: boolean;
  statusPageUrl: string;
  /** The site's account on X ('@name') for twitter:site, or null. */
  twitterSite: string | null;
  /** The site's apps in the App Store and on Google Play; null: that badge is not shown. */
  appLinks: { appStore: string | null; googlePlay: string | null };
  /** Bytes the image variant cache (DATA_DIR/media-cache) may take; least recently used go first. */
  mediaCacheMaxBytes: number;
  /** The logged-out page cache (PAGE_CACHE…); see src/server/http/page-cache. */
  pageCache: {
    enabled: boolean;
    maxBytes: number;
    ttlSeconds: number;
    staleSeconds: number;
    purgeUrl: string | undefined;
  };
  /** Days client events, error and performance reports are kept. */
  clientReportsRetentionDays: number;
  /** When the server backs itself up into DATA_DIR/backups (null: never), and how many it keeps. */
  backups: { schedule: BackupSchedule | null; keep: number };
  /** Member-only stories a signed-in non-member reads in full each calendar month (UTC). */
  freeMemberOnlyStories: number;
  /** Origin that signs people in; unset means the site's own origin. */
  authDomain: string | undefined;
  mail: { smtpUrl: string | undefined; from: string; operatorEmail: string | undefined };
  captcha: {
    provider: CaptchaProviderName;
    siteKey: string | undefined;
    secret: string | undefined;
    /** Test overrides of the provider's widget script and siteverify endpoint. */
    scriptUrl: string | undefined;
    verifyUrl: string | undefined;
  };
  /** Social sign-in credentials; a provider without them is hidden. */
  social: {
    google: { clientId: string; clientSecret: string; issuer: string } | null;
    facebook: {
      clientId: string;
      clientSecret: string;
      dialogUrl: string;
      graphUrl: string;
    } | null;
    apple: {
      clientId: string;
      teamId: string;
      keyId: string;
      privateKey: string;
      issuer: string;
    } | null;
    twitter: {
      clientId: string;
      clientSecret: string;
      authorizeUrl: string;
      apiUrl: string;
    } | null;
  };
  /** Membership prices and the payment provider: Stripe when its key is set, else the local test mode. */
  billing: {
    currency: Currency;
    prices: { monthly: number; yearly: number };
    stripe: { secretKey: string; webhookSecret: string } | null;
  };
  /** The key that encrypts Partner Program tax ids; without it nobody can enrol. */
  partnerTaxKey: Buffer | null;
  /** The platform's share of each member's fee in basis points (5000 = 50%); writers share the rest. */
  partnerPlatformShareBasisPoints: number;
  /** When tax reminders fall: the grace days and the yearly earning limit (minor units). */
  partnerTax: { graceDays: number; earningLimit: number };
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
function isLoopbackHost(host: string): boolean {
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

const GOOGLE_ISSUER = 'https://accounts.google.com';

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
  const facebook = pair(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET);
  const twitter = pair(env.TWITTER_CLIENT_ID, env.TWITTER_CLIENT_SECRET);
  return {
    google: google && { ...google, issuer: env.GOOGLE_ISSUER },
    facebook: facebook && {
      ...facebook,
      dialogUrl: env.FACEBOOK_DIALOG_URL,
      graphUrl: env.FACEBOOK_GRAPH_URL,
    },
    apple:
      APPLE_CLIENT_ID && APPLE_TEAM_ID && APPLE_KEY_ID && APPLE_PRIVATE_KEY
        ? {
            clientId: APPLE_CLIENT_ID,
            teamId: APPLE_TEAM_ID,
            keyId: APPLE_KEY_ID,
            privateKey: APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
            issuer: env.APPLE_ISSUER,
          }
        : null,
    twitter: twitter && {
      ...twitter,
      authorizeUrl: env.TWITTER_AUTHORIZE_URL,
      apiUrl: env.TWITTER_API_URL,
    },
  };
}

/** A widget provider without its keys would refuse every sign-up: say so at start-up instead. */
function captchaConfig(env: ParsedEnv): ServerConfig['captcha'] {
  const provider = env.CAPTCHA_PROVIDER;
  if (provider !== 'altcha' && (!env.CAPTCHA_SITE_KEY || !env.CAPTCHA_SECRET)) {
    throw new ConfigError(
      `Invalid CAPTCHA_PROVIDER: ${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`,
    );
  }
  return {
    provider,
    siteKey: env.CAPTCHA_SITE_KEY,
    secret: env.CAPTCHA_SECRET,
    scriptUrl: env.CAPTCHA_SCRIPT_URL,
    verifyUrl: env.CAPTCHA_VERIFY_URL,
  };
}

function billingConfig(env: z.infer<typeof envSchema>): ServerConfig['billing'] {
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError(
      'Invalid STRIPE_WEBHOOK_SECRET: Stripe needs its webhook signing secret too',
    );
  return {
    currency: env.MEMBERSHIP_CURRENCY,
    prices: { monthly: env.MEMBERSHIP_MONTHLY_PRICE, yearly: env.MEMBERSHIP_YEARLY_PRICE },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : null,
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
  if (parsed.DATABASE_REPLICA_URL && !parsed.DATABASE_URL)
    throw new ConfigError(
      'Invalid DATABASE_REPLICA_URL: a replica needs DATABASE_URL (its primary)',
    );
  // The address main.ts listens on: test routes sign anyone in, so they are
  // only ever served to this machine.
  const host = parsed.HOST ?? (parsed.PUBLIC_URL ? '0.0.0.0' : '127.0.0.1');
  const enableTestRoutes = parsed.ENABLE_TEST_ROUTES && isLoopbackHost(host);
  return {
    nodeEnv: options.isDev ? 'development' : parsed.NODE_ENV,
    port: parsed.PORT,
    host,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    databaseReplicaUrl: parsed.DATABASE_REPLICA_URL,
    embeddedDatabase: parsed.EMBEDDED_DATABASE,
    webConcurrency: parsed.WEB_CONCURRENCY,
    workerRole: parsed.QUIRE_WORKER_ROLE,
    pressure: {
      maxEventLoopDelayMs: parsed.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: parsed.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: parsed.PRESSURE_MAX_HEAP_MB * 1024 * 1024,
      retryAfterSeconds: parsed.PRESSURE_RETRY_AFTER_SECONDS,
    },
    publicUrl: parsed.PUBLIC_URL,
    sessionSecret: parsed.SESSION_SECRET,
    seedDemo: parsed.SEED_DEMO,
    logLevel: parsed.LOG_LEVEL,
    logFormat: parsed.LOG_FORMAT,
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
    customDomainLocalChecks: parsed.CUSTOM_DOMAIN_LOCAL_CHECKS && isLoopbackHost(host),
    statusPageUrl: parsed.STATUS_PAGE_URL,
    twitterSite: parsed.TWITTER_SITE ? `@${parsed.TWITTER_SITE.replace(/^@/, '')}` : null,
    appLinks: { appStore: parsed.APP_STORE_URL ?? null, googlePlay: parsed.PLAY_STORE_URL ?? null },
    mediaCacheMaxBytes: parsed.MEDIA_CACHE_MAX_MB * 1024 * 1024,
    pageCache: {
      enabled: parsed.PAGE_CACHE,
      maxBytes: parsed.PAGE_CACHE_MAX_MB * 1024 * 1024,
      ttlSeconds: parsed.PAGE_CACHE_SECONDS,
      staleSeconds: parsed.PAGE_CACHE_STALE_SECONDS,
      purgeUrl: parsed.PAGE_CACHE_PURGE_URL,
    },
    clientReportsRetentionDays: parsed.REPORT_RETENTION_DAYS,
    backups: { schedule: parsed.BACKUP_SCHEDULE, keep: parsed.BACKUP_KEEP },
    freeMemberOnlyStories: parsed.FREE_MEMBER_ONLY_STORIES,
    authDomain: parsed.AUTH_DOMAIN ? new URL(parsed.AUTH_DOMAIN).origin : undefined,
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from: parsed.MAIL_FROM ?? `${parsed.PRODUCT_NAME} <no-reply@localhost>`,
      operatorEmail: parsed.OPERATOR_EMAIL,
    },
    captcha: captchaConfig(parsed),
    social: socialConfig(parsed),
    billing: billingConfig(parsed),
    partnerTaxKey: parsed.PARTNER_TAX_KEY,
    partnerPlatformShareBasisPoints: parsed.PARTNER_PLATFORM_SHARE_PERCENT,
    partnerTax: {
      graceDays: parsed.PARTNER_TAX_GRACE_DAYS,
      earningLimit: parsed.PARTNER_TAX_EARNING_LIMIT,
    },
    isDev: options.isDev ?? false,
  };
}
