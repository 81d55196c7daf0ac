import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request whose connection closed before it was read (a tab sending its
 * last report as it closes, a client that gave up) has no peer address left.
 * Nobody is there to answer, and the rate limiter's address key would throw
 * on it and log a failed request; it ends here instead.
 */
async function endRequestWithoutConnection(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.ip !== undefined) return;
  reply.hijack();
  request.raw.destroy();
}

export function registerClosedConnectionGuard(app: FastifyInstance): void {
  app.addHook('onRequest', endRequestWithoutConnection);
}
