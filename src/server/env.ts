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
  STATUS_PAGE_URL: z.string().min(1).default('/status'),
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
  enableTestRoutes: boolean;
  statusPageUrl: string;
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
  return {
    nodeEnv: options.isDev ? 'development' : parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
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
    enableTestRoutes: parsed.ENABLE_TEST_ROUTES,
    statusPageUrl: parsed.STATUS_PAGE_URL,
    isDev: options.isDev ?? false,
  };
}
