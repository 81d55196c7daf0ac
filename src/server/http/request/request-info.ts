import type { FastifyRequest } from 'fastify';
import type { RequestInfo } from '@server/graphql/context';

/** The request facts services may use, without handing them the request itself. */
export function requestInfoOf(request: FastifyRequest): RequestInfo {
  return {
    ip: request.ip,
    origin: `${request.protocol}://${request.host}`,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  };
}
