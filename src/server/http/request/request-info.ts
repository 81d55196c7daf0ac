import type { FastifyRequest } from 'fastify';

/** Facts about the HTTP request a service may use: rate limits, origins, audit. */
export interface RequestInfo {
  ip: string;
  /** Origin the request was made to, e.g. http://localhost:3000. */
  origin: string;
  userAgent: string;
}

/** The request facts services may use, without handing them the request itself. */
export function requestInfoOf(request: FastifyRequest): RequestInfo {
  return {
    ip: request.ip,
    origin: `${request.protocol}://${request.host}`,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  };
}
