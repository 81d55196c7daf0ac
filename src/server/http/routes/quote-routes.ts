import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { requireViewer } from '@server/domains/access';
import { createQuote } from '@server/domains/conversation';
import { parseOrBadRequest } from '@server/lib/app-errors';

/**
 * POST /_/p/{postId}/quotes/create (spec §7.6): highlights a passage for the
 * signed-in reader. The global anti-forgery guard has already run; what the
 * service refuses is answered by the server's one error handler.
 */
const quoteBodySchema = z.object({
  paragraphName: z.string().min(1).max(32),
  startOffset: z.number().int().min(0),
  endOffset: z.number().int().min(0),
});

export function registerQuoteRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.post<{ Params: { postId: string } }>(
    '/_/p/:postId/quotes/create',
    { bodyLimit: 16 * 1024 },
    async (request) => {
      const viewer = requireViewer(request.identity.user);
      const anchor = parseOrBadRequest(quoteBodySchema, request.body, 'Invalid body.');
      const quote = await createQuote({
        db: deps.db,
        viewer,
        postId: request.params.postId,
        anchor,
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
    },
  );
}
