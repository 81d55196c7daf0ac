import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './env';
import { publicUrlNotice } from './lib/site-origin';

/**
 * Starts accepting connections on HOST:PORT (loopback unless PUBLIC_URL or
 * HOST says otherwise) and, on a site without PUBLIC_URL, says once how to
 * publish it.
 */
export async function listen(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'port' | 'host' | 'publicUrl' | 'authDomain'>,
): Promise<void> {
  await app.listen({ port: config.port, host: config.host });
  const notice = publicUrlNotice(config);
  if (notice) app.log.warn(notice);
}
