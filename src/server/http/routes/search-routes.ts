import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';
import {
  UnsupportedSearchRequest,
  answerMultiIndexQuery,
  createPostgresSearchIndex,
  multiIndexQuerySchema,
  SEARCH_LIMIT_MESSAGE,
  takeSearchTurn,
} from '@server/domains/search';
import {
  MULTI_INDEX_QUERY_PATH,
  SEARCH_APP_ID_HEADER,
  SEARCH_KEY_HEADER,
  SEARCH_SETTINGS,
} from '@shared/search/predictive-search';

const BODY_LIMIT = 16 * 1024;

/** Predictive search (spec navigation §7): the multi-index query of the header widget. */
export function registerSearchRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const index = createPostgresSearchIndex(deps.db);
  // The `*` of the path is a literal segment ("all indexes"), not a router wildcard.
  const route = MULTI_INDEX_QUERY_PATH.replace('/*/', '/:indexes/');
  app.post<{ Params: { indexes: string } }>(
    route,
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      if (request.params.indexes !== '*') return reply.callNotFound();
      // The search limit of every transport; the widget keeps showing its last answer.
      const turn = await takeSearchTurn(deps.db, request.ip);
      if (!turn.isAllowed)
        return reply
          .code(429)
          .header('retry-after', String(turn.retryAfterSeconds))
          .send({ message: SEARCH_LIMIT_MESSAGE, status: 429 });
      if (
        request.headers[SEARCH_APP_ID_HEADER] !== SEARCH_SETTINGS.appId ||
        request.headers[SEARCH_KEY_HEADER] !== SEARCH_SETTINGS.searchKey
      )
        return reply.code(403).send({ message: 'Invalid Application-ID or API key', status: 403 });
      const parsed = multiIndexQuerySchema.safeParse(request.body);
      if (!parsed.success)
        return reply.code(400).send({ message: 'Invalid search request.', status: 400 });
      try {
        const answer = await answerMultiIndexQuery({
          index,
          viewerId: request.identity.user?.id ?? null,
          body: parsed.data,
        });
        return reply.header('cache-control', 'private, no-store').send(answer);
      } catch (error) {
        if (!(error instanceof UnsupportedSearchRequest)) throw error;
        return reply.code(400).send({ message: error.message, status: 400 });
      }
    },
  );
}
