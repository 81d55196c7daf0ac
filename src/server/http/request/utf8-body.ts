import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';

const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8.';

/**
 * JSON bodies must be UTF-8 (RFC 8259): bytes that are not would be decoded
 * into replacement characters and reach GraphQL or a route as a different
 * text than the one sent. They are refused with 400 before parsing; the rest
 * goes to Fastify's own JSON parser, with its guards against `__proto__`.
 */
export function registerUtf8JsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes))
      return done(Object.assign(new Error(INVALID_UTF8_MESSAGE), { statusCode: 400 }), undefined);
    // Fastify's parser answers through `done`; its return value is nothing to wait for.
    void parseJson(request, bytes.toString('utf8'), done);
  });
}
