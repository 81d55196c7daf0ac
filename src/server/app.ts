import { readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { openDatabase } from './db/client';
import type { DatabaseHandle } from './db/client';
import { createFlagStore } from './domains/flags/flags.service';
import type { ServerConfig } from './env';
import { createContext } from './graphql/context';
import { buildSchema } from './graphql/schema';
import { GRAPHQL_PATH, createGraphQLServer, registerGraphQLRoute } from './graphql/server';
import { createCustomDomainResolver } from './http/custom-domains';
import { registerIdentity, registerXsrfGuard } from './http/identity';
import { registerPages, renderServerErrorPage } from './http/pages';
import { faviconSvg } from './http/document';
import { registerAmp } from './http/amp';
import { registerFeeds } from './http/feeds';
import { loadRenderer } from './http/renderer';
import type { RenderMode } from './http/renderer';
import { registerAuthRoutes } from './http/auth-routes';
import { registerQuoteRoutes } from './http/quote-routes';
import { registerReporting } from './http/reporting';
import { registerReadingRoutes } from './http/reading-routes';
import { mediaRoutes } from './http/media-routes';
import { isSocialFormPostCallback, registerSocialRoutes } from './http/social-routes';
import { registerTestRoutes, testRoutesNotice } from './http/test-routes';
import { resolveSessionSecret } from './lib/session-secret';
import { createMailer } from './mail/mailer';
import { createRequestFlags } from './http/request-flags';
import { requestInfoOf } from './http/request-info';
import { seedDemoIfEmpty } from './seed/demo';
import { startScheduler } from './jobs/scheduled-publishing';
import { startNotificationEmailWorker } from './jobs/notification-email-worker';
import {
  UNSUBSCRIBE_PATH,
  registerNotificationEmailRoutes,
} from './http/notification-email-routes';

export interface BuildAppOptions {
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  renderMode?: RenderMode;
  /** Background jobs (scheduled publishing); off under test, where tests run them directly. */
  runJobs?: boolean;
  /** Where log lines go instead of stdout (tests read what start-up says). */
  logStream?: { write(line: string): void };
}

export interface QuireApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  flagStore: ReturnType<typeof createFlagStore>;
}

const FAVICON_PATH = '/favicon.ico';

const VERSION = (
  JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string }
).version;

const isStaticAsset = (url: string) =>
  url.startsWith('/assets/') || url.startsWith('/media/') || url === FAVICON_PATH;
// Feeds are the same for everyone and shared caches keep them: no visitor cookie.
const needsNoIdentity = (url: string) =>
  isStaticAsset(url) || url.startsWith('/_/health') || url.startsWith('/feed/');

/** Builds the whole server: database, GraphQL, pages, reporting. Tests call this directly. */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<QuireApp> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    }));
  await database.migrate();
  if (config.seedDemo) await seedDemoIfEmpty({ db: database.db, dataDir: config.dataDir });

  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
  });

  await app.register(cookie);
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });

  let vite: ViteDevServer | undefined;
  const renderMode = options.renderMode ?? (config.isDev ? 'vite' : 'built');
  if (renderMode === 'vite') {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
  }
  const renderer = await loadRenderer(renderMode, vite);

  if (renderMode === 'built') {
    await app.register(fastifyStatic, {
      root: path.join(process.cwd(), 'dist/client/assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      wildcard: false,
    });
  }

  registerIdentity(app, {
    db: database.db,
    secret,
    publicUrl: config.publicUrl,
    skip: needsNoIdentity,
  });
  registerXsrfGuard(
    app,
    (url) =>
      url.startsWith(GRAPHQL_PATH) ||
      url.startsWith('/_/test/') ||
      isSocialFormPostCallback(url) ||
      // One-click unsubscribe comes from mail providers; the signed token is its proof.
      url.startsWith(UNSUBSCRIBE_PATH),
  );

  const flagStore = createFlagStore({ db: database.db, envOverrides: config.flagOverrides });
  const schema = buildSchema();
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (message, detail) => app.log.info(detail, message),
  });
  const flagsFor = createRequestFlags(flagStore, config.enableTestRoutes);
  const buildContext = async (request: FastifyRequest) =>
    createContext({
      db: database.db,
      identity: request.identity,
      flagStore,
      flags: await flagsFor(request),
      publicUrl,
      config,
      mailer,
      request: requestInfoOf(request),
    });

  app.get('/_/health', async (_request, reply) => {
    try {
      await database.ping();
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false });
    }
  });

  // Pages without an icon link (mail landing pages, AMP, errors) make browsers ask for this one.
  const icon = faviconSvg(config.nodeEnv);
  app.get(FAVICON_PATH, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon),
  );

  registerGraphQLRoute(
    app,
    createGraphQLServer({ schema, isProduction: config.nodeEnv === 'production', buildContext }),
  );
  registerReporting(app, database.db);
  registerQuoteRoutes(app, { db: database.db });
  registerReadingRoutes(app, { db: database.db });
  const signInDeps = { db: database.db, secret, config };
  registerAuthRoutes(app, { ...signInDeps, mailer });
  registerSocialRoutes(app, signInDeps, flagStore);
  await app.register(mediaRoutes, { db: database.db, dataDir: config.dataDir });
  const testRoutes = testRoutesNotice(config);
  if (testRoutes) app.log[testRoutes.level](testRoutes.message);
  if (config.enableTestRoutes) {
    registerTestRoutes(app, { db: database.db, secret, publicUrl: config.publicUrl });
  }
  registerNotificationEmailRoutes(app, {
    db: database.db,
    secret,
    productName: config.productName,
  });
  registerAmp(app, { config, buildContext });
  registerFeeds(app, { db: database.db, config, publicUrl });
  registerPages(app, {
    config,
    schema,
    renderer,
    flagsFor,
    version: VERSION,
    customDomains: createCustomDomainResolver(database.db, config.publicUrl),
    buildContext,
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'NotFound' }));
  app.setErrorHandler(async (error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const wantsHtml =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (status >= 500 && wantsHtml) {
      const html = await renderServerErrorPage(request, { renderer, config, version: VERSION });
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    }
    return reply.code(status).send({
      error: status >= 500 ? 'InternalServerError' : 'BadRequest',
      message: status >= 500 ? 'Something went wrong.' : error.message,
    });
  });

  const runJobs = options.runJobs ?? config.nodeEnv !== 'test';
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
  app.addHook('onClose', async () => {
    await scheduler?.stop();
    await emailWorker?.stop();
    await vite?.close();
    mailer.close();
    if (!options.database) await database.close();
  });
  return { app, database, flagStore };
}
