import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { challengeTokenFor, mayServeTls } from '@server/domains/publications';
import { HTTP_CHALLENGE_PREFIX } from '@shared/content/custom-domains';

const askQuery = z.object({ domain: z.string().min(1).max(253) });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

/**
 * What a publication's domain needs from the app besides its pages:
 * - the HTTP challenge, answered on the domain itself while the domain waits
 *   for verification (pointing the domain at this site is all it takes);
 * - the `ask` endpoint of a TLS proxy's on-demand certificates (Caddy):
 *   200 for a verified or live domain, 404 for any other name.
 */
export function registerCustomDomainRoutes(app: FastifyInstance, options: { db: Database }): void {
  app.get(
    `${HTTP_CHALLENGE_PREFIX}:token`,
    async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      const params = tokenParams.safeParse(request.params);
      const token = params.success
        ? await challengeTokenFor(
            options.db,
            request.hostname.replace(/:\d+$/, ''),
            params.data.token,
          )
        : null;
      void reply.header('cache-control', 'no-store');
      if (!token) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('text/plain; charset=utf-8').send(token);
    },
  );

  app.get('/_/custom-domains/ask', async (request, reply) => {
    const query = askQuery.safeParse(request.query);
    const allowed = query.success && (await mayServeTls(options.db, query.data.domain.trim()));
    void reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return allowed ? reply.send('ok') : reply.code(404).send('unknown domain');
  });
}
