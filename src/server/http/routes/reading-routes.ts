import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { requireViewer } from '@server/domains/access';
import { clapForPost, setReadingListState } from '@server/domains/reading';
import { BadRequestError } from '@server/lib/app-errors';

/**
 * The spec's two REST endpoints for claps and bookmarks (§7.6). They share
 * the GraphQL services; the anti-forgery header is enforced by the global
 * guard before these handlers run, and what the services refuse is answered
 * by the server's one error handler.
 */
const paramsSchema = z.object({ postId: z.string().min(1).max(64) });
const voteSchema = z.object({ count: z.number().int() });
const INVALID_REQUEST = 'Invalid request.';

function parseRequest<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(INVALID_REQUEST);
  return parsed.data;
}

export function registerReadingRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.post('/_/bookmark/p/:postId', async (request) => {
    const viewer = requireViewer(request.identity.user);
    const { postId } = parseRequest(paramsSchema, request.params);
    const post = await setReadingListState({ db: deps.db, viewer, postId, state: 'QUEUE' });
    return { id: post.id };
  });

  app.post('/_/vote/p/:postId', async (request) => {
    const viewer = requireViewer(request.identity.user);
    const { postId } = parseRequest(paramsSchema, request.params);
    const { count } = parseRequest(voteSchema, request.body);
    const outcome = await clapForPost({ db: deps.db, viewer, postId, count });
    return {
      id: outcome.post.id,
      acceptedCount: outcome.acceptedCount,
      clapCount: outcome.clapCount,
      viewerClapCount: outcome.viewerClapCount,
    };
  });
}
