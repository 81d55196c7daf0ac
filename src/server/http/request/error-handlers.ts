import type { FastifyInstance } from 'fastify';
import { appErrorOf } from '@server/lib/app-errors';
import { sendRestError } from './rest-error';
import { renderServerErrorPage } from '../routes/pages';
import type { PageOptions } from '../routes/pages';

/**
 * One shape for every error answer: `{ error, message }` as JSON, or the 500
 * page for a browser asking for a page. An application error a service threw
 * (lib/app-errors) answers its own status and message; unknown paths are a
 * quick JSON 404 unless the pages route renders them; 5xx are logged with
 * their stack, 4xx are not (they are the caller's mistake, not the server's).
 */
export function registerErrorHandlers(
  app: FastifyInstance,
  options: Pick<PageOptions, 'renderer' | 'config' | 'version'>,
): void {
  app.setNotFoundHandler((_request, reply) => sendRestError(reply, 404));
  app.setErrorHandler(async (error: { statusCode?: number; message?: string }, request, reply) => {
    const appError = appErrorOf(error);
    if (appError)
      return sendRestError(
        reply.headers({ 'cache-control': 'no-store', ...appError.headers }),
        appError.status,
        appError.message,
      );
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
    return sendRestError(reply, status, status >= 500 ? 'Something went wrong.' : error.message);
  });
}
