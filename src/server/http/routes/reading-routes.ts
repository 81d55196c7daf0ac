import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import type { UserRow } from '@server/db/schema/users';
import { clapForPost, setReadingListState } from '@server/domains/reading';

/**
 * The spec's two REST endpoints for claps and bookmarks (§7.6). They share
 * the GraphQL services; the anti-forgery header is enforced by the global
 * guard before these handlers run.
 */
const paramsSchema = z.object({ postId: z.string().min(1).max(64) });
const voteSchema = z.object({ count: z.number().int() });

const ERROR_NAMES: Record<string, string> = {
  BAD_REQUEST: 'BadRequest',
  NOT_FOUND: 'NotFound',
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
};

/** A typed service error becomes the same JSON shape as the server's other errors. */
async function sendServiceError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof GraphQLError)) throw error;
  const code = typeof error.extensions.code === 'string' ? error.extensions.code : 'BAD_REQUEST';
  return reply
    .code(error.extensions.http?.status ?? 400)
    .send({ error: ERROR_NAMES[code] ?? 'BadRequest', message: error.message });
}

function signedInUser(request: FastifyRequest, reply: FastifyReply): UserRow | null {
  const user = request.identity.user;
  if (!user) {
    void reply.code(401).send({ error: 'Unauthorized', message: 'You must be signed in.' });
    return null;
  }
  return user;
}

function parseOr400<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply): T | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  void reply.code(400).send({ error: 'BadRequest', message: 'Invalid request.' });
  return null;
}

export function registerReadingRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.post('/_/bookmark/p/:postId', async (request, reply) => {
    const viewer = signedInUser(request, reply);
    const params = viewer && parseOr400(paramsSchema, request.params, reply);
    if (!viewer || !params) return reply;
    try {
      const post = await setReadingListState({
        db: deps.db,
        viewer,
        postId: params.postId,
        state: 'QUEUE',
      });
      return reply.send({ id: post.id });
    } catch (error) {
      return sendServiceError(reply, error);
    }
  });

  app.post('/_/vote/p/:postId', async (request, reply) => {
    const viewer = signedInUser(request, reply);
    const params = viewer && parseOr400(paramsSchema, request.params, reply);
    const body = params && parseOr400(voteSchema, request.body, reply);
    if (!viewer || !params || !body) return reply;
    try {
      const outcome = await clapForPost({ db: deps.db, viewer, postId: params.postId, ...body });
      return reply.send({
        id: outcome.post.id,
        acceptedCount: outcome.acceptedCount,
        clapCount: outcome.clapCount,
        viewerClapCount: outcome.viewerClapCount,
      });
    } catch (error) {
      return sendServiceError(reply, error);
    }
  });
}
