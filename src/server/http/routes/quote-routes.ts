import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { createQuote } from '@server/domains/conversation';

/**
 * POST /_/p/{postId}/quotes/create (spec §7.6): highlights a passage for the
 * signed-in reader. The global anti-forgery guard has already run.
 */
const quoteBodySchema = z.object({
  paragraphName: z.string().min(1).max(32),
  startOffset: z.number().int().min(0),
  endOffset: z.number().int().min(0),
});

const statusOf = (error: GraphQLError): number => {
  const http = error.extensions.http;
  return http?.status ?? 500;
};

export function registerQuoteRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.post<{ Params: { postId: string } }>(
    '/_/p/:postId/quotes/create',
    { bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const viewer = request.identity.user;
      if (!viewer)
        return reply.code(401).send({ error: 'Unauthorized', message: 'You must be signed in.' });
      const body = quoteBodySchema.safeParse(request.body);
      if (!body.success)
        return reply
          .code(400)
          .send({ error: 'BadRequest', message: body.error.issues[0]?.message ?? 'Invalid body.' });
      try {
        const quote = await createQuote({
          db: deps.db,
          viewer,
          postId: request.params.postId,
          anchor: body.data,
        });
        return {
          id: quote.row.id,
          postId: quote.row.postId,
          paragraphName: quote.anchor.paragraphName,
          startOffset: quote.anchor.startOffset,
          endOffset: quote.anchor.endOffset,
          quoteText: quote.anchor.paragraph.text.slice(
            quote.anchor.startOffset,
            quote.anchor.endOffset,
          ),
        };
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        return reply
          .code(statusOf(error))
          .send({ error: error.extensions.code, message: error.message });
      }
    },
  );
}
