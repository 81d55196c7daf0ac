import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { followTopic, unfollowTopic } from '@server/domains/topics';
import { parseOrBadRequest } from '@server/lib/app-errors';

/**
 * The spec's topic subscription endpoint (§7.6): POST follows, DELETE
 * unfollows, through the same service as GraphQL's followTopic. The global
 * guard has checked the anti-forgery header before these run; refusals are
 * answered by the server's one error handler.
 */
const paramsSchema = z.object({ topicId: z.string().min(1).max(64) });
const PATH = '/_/subscriptions/topic/:topicId/';

export function registerTopicRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const contextOf = (request: FastifyRequest) => ({
    db: deps.db,
    viewer: request.identity.user,
  });
  const topicIdOf = (request: FastifyRequest) =>
    parseOrBadRequest(paramsSchema, request.params, 'Invalid request.').topicId;

  app.post(PATH, async (request) => {
    const topic = await followTopic(contextOf(request), topicIdOf(request));
    return { id: topic.id, isFollowing: true };
  });

  app.delete(PATH, async (request) => {
    const topic = await unfollowTopic(contextOf(request), topicIdOf(request));
    return { id: topic.id, isFollowing: false };
  });
}
