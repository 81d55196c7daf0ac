import { readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { ViteDevServer } from 'vite';
import { openDatabase } from './db/client';
import type { DatabaseHandle } from './db/client';
import { createFlagStore } from './domains/flags';
import type { ServerConfig } from './env';
import { createContext } from './graphql/context';
import type { GraphQLContext } from './graphql/context';
import { buildSchema } from './graphql/schema';
import { GRAPHQL_PATH, createGraphQLServer, registerGraphQLRoute } from './graphql/server';
import { createCustomDomainResolver } from './http/request/custom-domains';
import { registerCustomDomainRoutes } from './http/routes/custom-domain-routes';
import {
  SIGNED_OUT_IDENTITY,
  registerIdentity,
  registerXsrfGuard,
  registerXsrfTokenRoute,
} from './http/request/identity';
import { registerPages } from './http/routes/pages';
import { createPageCache } from './http/page-cache/page-cache';
import { registerErrorHandlers } from './http/request/error-handlers';
import { registerAmp } from './http/routes/amp';
import { registerDefaultContentSecurityPolicy } from './http/rendering/content-security-policy';
import { SOCIAL_PATH_PREFIX, registerCardRoutes } from './http/routes/card-routes';
import { registerFeeds } from './http/feeds/feeds';
import { registerRobots } from './http/feeds/robots';
import { registerSiteIcons } from './http/routes/site-icons';
import { registerSitemaps } from './http/feeds/sitemaps';
import { STATUS_PAGE_PATH, registerStatusRoutes } from './http/routes/status-routes';
import { loggerOptions } from './http/request/log-redaction';
import { logStreamFor } from './http/request/log-format';
import { AccessLog } from './http/request/access-log';
import type { LogStream } from './http/request/log-redaction';
import { siteHostsOf, siteOrigin } from './lib/site-origin';
import { DEV_HMR_PORT, loadRenderer } from './http/rendering/renderer';
import type { RenderMode } from './http/rendering/renderer';
import { registerAuthRoutes } from './http/routes/auth-routes';
import { registerQuoteRoutes } from './http/routes/quote-routes';
import { registerReporting } from './http/routes/reporting';
import { registerClosedConnectionGuard } from './http/request/closed-connection';
import { registerNulGuard } from './http/request/nul-guard';
import { registerUtf8JsonParser } from './http/request/utf8-body';
import { registerCompression } from './http/request/compression';
import { isFilePath, registerStaticAssets } from './http/routes/static-assets';
import { registerReadingRoutes } from './http/routes/reading-routes';
import { STRIPE_WEBHOOK_PATH, registerBillingRoutes } from './http/routes/billing-routes';
import { registerTopicRoutes } from './http/routes/topic-routes';
import { registerSearchRoutes } from './http/routes/search-routes';
import { mediaRoutes } from './http/routes/media-routes';
import { registerLoadShedding } from './http/request/load-shedding';
import { createVariantCache } from './media/variant-cache';
import { isSocialFormPostCallback, registerSocialRoutes } from './http/routes/social-routes';
import { registerTestRoutes, testRoutesNotice } from './http/routes/test-routes';
import { resolveSessionSecret } from './lib/session-secret';
import { createMailer } from './mail/mailer';
import { createRequestFlags } from './http/request/request-flags';
import { requestInfoOf } from './http/request/request-info';
import { seedDemoIfEmpty } from './seed/demo';
import { startScheduler } from './jobs/scheduled-publishing';
import { startNotificationEmailWorker } from './jobs/notification-email-worker';
import { startClientReportRetention } from './jobs/client-report-retention';
import { startSearchWordsPruning } from './jobs/search-words-pruning';
import { startStatsRollup } from './jobs/stats-rollup';
import { startMembershipClock } from './jobs/membership-clock';
import { startPartnerClock } from './jobs/partner-clock';
import { startScheduledBackups } from './jobs/scheduled-backups';
import {
  UNSUBSCRIBE_PATH,
  registerNotificationEmailRoutes,
} from './http/routes/notification-email-routes';
import { projectPath } from '@server/project-path';

export interface BuildAppOptions {
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  renderMode?: RenderMode;
  /** Background jobs (scheduled publishing); off under test, where tests run them directly. */
  runJobs?: boolean;
  /**
   * Apply migrations and seed the demo. By default every process but the
   * second and later workers does: those start once the first has.
   */
  prepareDatabase?: boolean;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: LogStream;
}

export interface QuireApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  flagStore: ReturnType<typeof createFlagStore>;
  /** What a page's render asks its data of: the schema, and one context per request (bench:queries). */
  pageData: {
    schema: GraphQLSchema;
    buildContext: (request: FastifyRequest) => Promise<GraphQLContext>;
  };
  /** This start filled an empty database with the demo site. */
  demoSeeded: boolean;
}

const VERSION = (
  JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }
).version;

// Feeds, sitemaps, robots.txt, icons, social cards and the status page are the same for
// everyone and shared caches keep them: no visitor cookie.
const SITE_FILES =
  /^\/(feed|robots\.txt|sitemap[^/]*\.xml|favicon\.ico|apple-touch-icon\.png)([/?]|$)/;
const needsNoIdentity = (url: string) =>
  isFilePath(url) ||
  url.startsWith(SOCIAL_PATH_PREFIX) ||
  url.startsWith('/_/health') ||
  url.split('?')[0] === STATUS_PAGE_PATH ||
  SITE_FILES.test(url);

/**
 * A signed-out visitor's page or AMP read may come from the replica: it
 * writes nothing and reads nothing it wrote. Everything signed in, and every
 * GraphQL request (mutations, and the reads that follow them), stays on the primary.
 */
const readsMayLag = (request: FastifyRequest) =>
  request.method === 'GET' && !request.identity.user && !request.url.startsWith(GRAPHQL_PATH);

/** Builds the whole server: database, GraphQL, pages, reporting. Tests call this directly. */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<QuireApp> {
  const startedAt = new Date();
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      replicaUrl: config.databaseReplicaUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    }));
  const firstProcess = config.workerRole !== 'other';
  let demoSeeded = false;
  if (options.prepareDatabase ?? firstProcess) {
    await database.migrate();
    if (config.seedDemo)
      demoSeeded = await seedDemoIfEmpty({ db: database.db, dataDir: config.dataDir });
  }

  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream ?? logStreamFor(config.logFormat)),
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
  });

  const pageCache = config.pageCache.enabled
    ? createPageCache(config, (error) => app.log.warn({ err: error }, 'page cache purge failed'))
    : null;
  app.addHook('onClose', async () => pageCache?.close());
  registerClosedConnectionGuard(app);
  // Cookies first: a kept page offered instead of a 503 depends on the session cookie.
  await app.register(cookie);
  await registerLoadShedding(app, config.pressure, {
    keptAnswer: pageCache ? (request, reply) => pageCache.busyAnswer(request, reply) : undefined,
  });
  registerNulGuard(app);
  registerUtf8JsonParser(app);
  registerDefaultContentSecurityPolicy(app);
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await registerCompression(app);
  await app.register(rateLimit, { global: false });

  let vite: ViteDevServer | undefined;
  const renderMode = options.renderMode ?? (config.isDev ? 'vite' : 'built');
  if (renderMode === 'vite') {
    const { createServer } = await import('vite');
    vite = await createServer({
      server: { middlewareMode: true, hmr: { port: DEV_HMR_PORT } },
      appType: 'custom',
    });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
  }
  const renderer = await loadRenderer(renderMode, vite);
  // Before any route: a route takes the handlers in place when it is added.
  registerErrorHandlers(app, { renderer, config, version: VERSION });

  await registerStaticAssets(app, { serveBuild: renderMode === 'built' });

  registerIdentity(app, {
    db: database.db,
    secret,
    publicUrl: config.publicUrl,
    skip: needsNoIdentity,
    issuesNoCookies: (url) => url.startsWith(GRAPHQL_PATH),
  });
  registerXsrfGuard(
    app,
    (url) =>
      url.startsWith(GRAPHQL_PATH) ||
      url.startsWith('/_/test/') ||
      isSocialFormPostCallback(url) ||
      // Stripe signs its webhooks; that signature is the proof (billing-routes.ts).
      url.split('?')[0] === STRIPE_WEBHOOK_PATH ||
      // One-click unsubscribe comes from mail providers; the signed token is its proof.
      url.startsWith(UNSUBSCRIBE_PATH),
  );
  registerXsrfTokenRoute(app);

  const flagStore = createFlagStore({ db: database.db, envOverrides: config.flagOverrides });
  const schema = buildSchema();
  const publicUrl = siteOrigin(config);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (message, detail) => app.log.info(detail, message),
  });
  const flagsFor = createRequestFlags(flagStore, config.enableTestRoutes);
  const buildContext = async (request: FastifyRequest) =>
    createContext({
      db: readsMayLag(request) ? database.readDb : database.db,
      identity: request.identity,
      flagStore,
      flags: await flagsFor(request),
      publicUrl,
      config,
      mailer,
      request: requestInfoOf(request),
    });

  // What shared caches keep (social cards) is built as for a signed-out visitor.
  const buildVisitorContext = async (request: FastifyRequest) =>
    createContext({
      db: database.readDb,
      identity: SIGNED_OUT_IDENTITY,
      flagStore,
      flags: await flagStore.getAll(),
      publicUrl,
      config,
      mailer,
      request: requestInfoOf(request),
    });

  registerStatusRoutes(app, {
    database,
    renderer,
    productName: config.productName,
    version: VERSION,
    startedAt,
    environment: config.nodeEnv,
  });

  registerGraphQLRoute(
    app,
    createGraphQLServer({
      schema,
      isProduction: config.nodeEnv === 'production',
      buildContext,
      allowedOrigins: [config.publicUrl, config.authDomain].filter((url) => url !== undefined),
    }),
  );
  registerReporting(app, database.db, secret);
  registerQuoteRoutes(app, { db: database.db });
  registerReadingRoutes(app, { db: database.db });
  registerBillingRoutes(app, { db: database.db, config, publicUrl, mailer });
  registerSearchRoutes(app, { db: database.db });
  registerTopicRoutes(app, { db: database.db });
  const signInDeps = { db: database.db, secret, config };
  registerAuthRoutes(app, { ...signInDeps, mailer });
  registerSocialRoutes(app, signInDeps, flagStore);
  // Derived images (proxy variants, social cards): one cache, one bound on disk.
  const imageCache = createVariantCache({
    dir: path.join(config.dataDir, 'media-cache'),
    maxBytes: config.mediaCacheMaxBytes,
  });
  app.addHook('onClose', async () => imageCache.close());
  await app.register(mediaRoutes, { db: database.db, dataDir: config.dataDir, cache: imageCache });
  const testRoutes = testRoutesNotice(config);
  if (testRoutes) app.log[testRoutes.level](testRoutes.message);
  if (config.enableTestRoutes) {
    registerTestRoutes(app, {
      db: database.db,
      secret,
      publicUrl: config.publicUrl,
      siteHosts: siteHostsOf(config),
      billing: config.billing,
      partner: config,
    });
  }
  registerNotificationEmailRoutes(app, {
    db: database.db,
    secret,
    productName: config.productName,
  });
  registerAmp(app, { config, buildContext, pageCache });
  registerCardRoutes(app, {
    cache: imageCache,
    productName: config.productName,
    buildVisitorContext,
  });
  // Host → publication for pages and feeds; its answers are kept until a publication changes.
  const customDomains = createCustomDomainResolver(database.db, config.publicUrl);
  app.addHook('onClose', async () => customDomains.close());
  registerCustomDomainRoutes(app, { db: database.db });
  registerFeeds(app, { db: database.readDb, config, publicUrl, pageCache, customDomains });
  registerSitemaps(app, { db: database.readDb, publicUrl });
  registerRobots(app, { dataDir: config.dataDir, publicUrl });
  registerSiteIcons(app, config.nodeEnv);
  registerPages(app, {
    pageCache,
    config,
    schema,
    renderer,
    flagsFor,
    version: VERSION,
    customDomains,
    buildContext,
  });

  const runJobs = options.runJobs ?? (config.nodeEnv !== 'test' && firstProcess);
  const scheduler = runJobs
    ? startScheduler({
        db: database.db,
        onError: (error) => app.log.error({ err: error }, 'scheduled publishing failed'),
        onPublished: (ids) => app.log.info({ ids }, 'scheduled stories published'),
      })
    : null;
  const emailWorker = runJobs
    ? startNotificationEmailWorker({
        db: database.db,
        mailer,
        secret,
        origin: publicUrl,
        productName: config.productName,
        onError: (error) => app.log.error({ err: error }, 'notification e-mails failed'),
        onDelivered: (report) => app.log.info(report, 'notification e-mails delivered'),
      })
    : null;
  const reportRetention = runJobs
    ? startClientReportRetention({
        db: database.db,
        retentionDays: config.clientReportsRetentionDays,
        onError: (error) => app.log.error({ err: error }, 'pruning client reports failed'),
        onPruned: (report) => app.log.info(report, 'old client reports deleted'),
      })
    : null;
  const searchWordsPruning = runJobs
    ? startSearchWordsPruning({
        db: database.db,
        onError: (error) => app.log.error({ err: error }, 'pruning search words failed'),
        onPruned: (words) => app.log.info({ words }, 'unused search words deleted'),
      })
    : null;
  const statsRollup = runJobs
    ? startStatsRollup({
        db: database.db,
        siteHosts: siteHostsOf(config),
        onError: (error) => app.log.error({ err: error }, 'rolling up stats failed'),
      })
    : null;
  const membershipClock = runJobs
    ? startMembershipClock({
        db: database.db,
        prices: config.billing,
        onError: (error) => app.log.error({ err: error }, 'advancing memberships failed'),
        onAdvanced: (memberships) => app.log.info({ memberships }, 'memberships renewed or ended'),
      })
    : null;
  const partnerClock = runJobs
    ? startPartnerClock({
        db: database.db,
        config,
        onError: (error) => app.log.error({ err: error }, 'the Partner Program clock failed'),
        onDone: (work) => app.log.info(work, 'Partner Program payouts closed, tax reminders sent'),
      })
    : null;
  const schedule = config.backups.schedule;
  const backups =
    runJobs && schedule
      ? startScheduledBackups({
          db: database.db,
          dataDir: config.dataDir,
          schedule,
          keep: config.backups.keep,
          onError: (error) => app.log.error({ err: error }, 'the scheduled backup failed'),
          onDone: ({ file, bytes, ms, deleted }) =>
            app.log.info({ file, bytes, ms, deleted }, 'backup taken'),
        })
      : null;
  app.addHook('onClose', async () => {
    await backups?.stop();
    await scheduler?.stop();
    await partnerClock?.stop();
    await statsRollup?.stop();
    await membershipClock?.stop();
    await reportRetention?.stop();
    await searchWordsPruning?.stop();
    await emailWorker?.stop();
    await vite?.close();
    mailer.close();
    if (!options.database) await database.close();
  });
  return { app, database, flagStore, pageData: { schema, buildContext }, demoSeeded };
}
