import type { FastifyInstance } from 'fastify';
import type { SiteStatus } from '@shared/ssr-contract';
import type { DatabaseHandle } from '@server/db/client';
import type { ServerConfig } from '@server/env';
import { escapeHtml } from '@server/lib/escape-html';
import { renderStaticDocument } from '../rendering/document';
import type { RendererHandle } from '../rendering/renderer';

export const STATUS_PAGE_PATH = '/status';

/** A database that does not answer this fast counts as unreachable: the page must not hang. */
const PING_TIMEOUT_MS = 2_000;

export interface StatusRouteOptions {
  database: Pick<DatabaseHandle, 'ping'>;
  renderer: RendererHandle;
  productName: string;
  version: string;
  /** When this process started serving. */
  startedAt: Date;
  environment: ServerConfig['nodeEnv'];
}

/** One health check for load balancers (/_/health) and people (/status). */
async function isDatabaseReachable(database: Pick<DatabaseHandle, 'ping'>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function siteStatus(options: StatusRouteOptions): Promise<SiteStatus> {
  const now = new Date();
  return {
    productName: options.productName,
    databaseReachable: await isDatabaseReachable(options.database),
    version: options.version,
    startedAt: options.startedAt.toISOString(),
    uptimeSeconds: Math.floor((now.getTime() - options.startedAt.getTime()) / 1000),
    checkedAt: now.toISOString(),
  };
}

/** The page's body; plain HTML when the renderer itself fails, so the page always answers. */
async function statusBody(options: StatusRouteOptions, status: SiteStatus): Promise<string> {
  try {
    return (await options.renderer.getRenderer()).renderStatusPage(status);
  } catch {
    const state = status.databaseReachable ? 'Reachable' : 'Not reachable';
    return `<main><h1>Site status</h1><p>Database: ${state}</p><p>Version: ${escapeHtml(status.version)}</p></main>`;
  }
}

/**
 * GET /_/health (JSON, for load balancers) and GET /status (the public status
 * page the 500 page links to): 200 when the database answers, 503 otherwise.
 * Neither is cached, and neither shows anything a visitor may not know.
 */
export function registerStatusRoutes(app: FastifyInstance, options: StatusRouteOptions): void {
  app.get('/_/health', async (_request, reply) => {
    const ok = await isDatabaseReachable(options.database);
    return reply.code(ok ? 200 : 503).send({ ok });
  });

  app.get(STATUS_PAGE_PATH, async (_request, reply) => {
    const status = await siteStatus(options);
    const html = renderStaticDocument({
      title: `Site status – ${options.productName}`,
      bodyHtml: await statusBody(options, status),
      styles: options.renderer.assetsFor('').styles,
      environment: options.environment,
    });
    return reply
      .code(status.databaseReachable ? 200 : 503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  });
}
