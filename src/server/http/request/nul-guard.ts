import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GRAPHQL_PATH } from '@server/graphql/server';
import { NUL_MESSAGE, containsNul } from '@server/lib/nul-character';
import { sendRestError } from './rest-error';

function urlHasNul(url: string): boolean {
  return url.includes('\u0000') || /%00/i.test(url);
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  void reply.header('cache-control', 'no-store');
  // GraphQL clients read errors in GraphQL's own shape.
  if (request.url.startsWith(GRAPHQL_PATH))
    return reply
      .code(400)
      .send({ errors: [{ message: NUL_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
  return sendRestError(reply, 400, NUL_MESSAGE);
}

/**
 * A request that carries a NUL character anywhere (path, query string, JSON
 * body, so GraphQL variables too) is refused with 400 at the door, for every
 * route. NUL written into a GraphQL query itself is refused by
 * graphql/input-guards.ts.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (urlHasNul(request.url)) return refuse(request, reply);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (containsNul(request.body)) return refuse(request, reply);
  });
}
