import type { FastifyInstance } from 'fastify';
import { renderServerErrorPage } from '../routes/pages';
import type { PageOptions } from '../routes/pages';

/** The `error` of a JSON error answer, by status. */
const ERROR_NAMES: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

/**
 * One shape for every error answer: `{ error, message }` as JSON, or the 500
 * page for a browser asking for a page. Unknown paths are a quick JSON 404
 * unless the pages route renders them; 5xx are logged with their stack, 4xx
 * are not (they are the caller's mistake, not the server's).
 */
export function registerErrorHandlers(
  app: FastifyInstance,
  options: Pick<PageOptions, 'renderer' | 'config' | 'version'>,
): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'NotFound' }));
  app.setErrorHandler(async (error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const wantsHtml =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (status >= 500 && wantsHtml) {
      const html = await renderServerErrorPage(request, options);
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    }
    return reply.code(status).send({
      error: ERROR_NAMES[status] ?? (status >= 500 ? 'InternalServerError' : 'BadRequest'),
      message: status >= 500 ? 'Something went wrong.' : error.message,
    });
  });
}
