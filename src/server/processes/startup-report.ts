import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import type { ServerConfig } from '../env';
import { siteOrigin } from '../lib/site-origin';
import { DEMO_USERNAMES } from '../seed/demo';
import { startupSummary } from './startup-summary';

/** The listening address as people write it: [::1]:3000, 0.0.0.0:3000. */
function listeningOn(app: FastifyInstance, config: ServerConfig): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) return `${config.host}:${config.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `${host}:${address.port}`;
}

/** Logs the start-up summary (startup-summary.ts) once the server listens. */
export async function logStartupSummary(
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
  demoSeeded: boolean,
): Promise<void> {
  const [staff] = await db.select({ total: count() }).from(users).where(eq(users.isStaff, true));
  const lines = startupSummary({
    productName: config.productName,
    origin: siteOrigin(config),
    listening: listeningOn(app, config),
    demo: { seeded: demoSeeded, usernames: DEMO_USERNAMES },
    smtpUrl: config.mail.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    staffCount: staff?.total ?? 0,
  });
  for (const line of lines) app.log.info(line);
}
