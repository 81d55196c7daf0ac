import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator over a body, or over whatever fingerprints one (sitemaps stream theirs). */
export function weakEtagOf(...parts: ReadonlyArray<string | Buffer>): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\u0000');
  return `W/"${hash.digest('base64url')}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

function matchesAny(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sets ETag (and Last-Modified when given) and says whether the client's copy
 * is still current (RFC 9110 §13.1): If-None-Match decides when sent (weak
 * comparison); otherwise If-Modified-Since against Last-Modified, to the second.
 */
export function isClientCopyFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  validators: { etag: string; lastModified?: Date },
): boolean {
  void reply.header('etag', validators.etag);
  const { lastModified } = validators;
  if (lastModified) void reply.header('last-modified', lastModified.toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesAny(ifNoneMatch, validators.etag);
  const ifModifiedSince = request.headers['if-modified-since'];
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** Sends the body, or 304 without one when the client's copy is current. */
export function sendConditionally(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  lastModified?: Date,
) {
  const etag = weakEtagOf(body);
  if (isClientCopyFresh(request, reply, { etag, lastModified })) return reply.code(304).send();
  return reply.send(body);
}
