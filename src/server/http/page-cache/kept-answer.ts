import type { FastifyReply, FastifyRequest } from 'fastify';
import { weakEtagOf } from '../request/conditional-get';
import { compressedBodies } from './cached-response';
import type { PageCache } from './page-cache';
import type { CachedPage } from './page-store';

/** A response other than a page (a feed, an AMP story) worth keeping for every logged-out reader. */
export interface KeptAnswer {
  body: string;
  /** Content-Type, and the response's own Cache-Control and policy. */
  headers: Record<string, string>;
  /** Surrogate keys: what it shows (surrogateKeysOf). */
  keys: string[];
  lastModified?: Date;
}

/**
 * Serves feeds and AMP stories through the page cache, as pages are: one
 * render for concurrent logged-out requests, kept until a change to what it
 * shows (the same surrogate keys, the same purges). `find` loads what the
 * answer shows, once per render; `keep` says what to keep (null: nothing, e.g.
 * a 404); `send` answers without the cache (signed-in, cache off, not kept).
 */
export async function answerThroughPageCache<Found>(
  pageCache: PageCache | null,
  request: FastifyRequest,
  reply: FastifyReply,
  handlers: {
    find: () => Promise<Found>;
    keep: (found: Found) => KeptAnswer | null;
    send: (found: Found) => unknown;
  },
): Promise<unknown> {
  const key = pageCache?.keyOf(request) ?? null;
  if (!pageCache || !key) return handlers.send(await handlers.find());
  let found: { value: Found } | null = null;
  const isServed = await pageCache.serve(request, reply, key, async () => {
    found = { value: await handlers.find() };
    const answer = handlers.keep(found.value);
    // Nothing set for one visitor is ever shared.
    return answer && !reply.hasHeader('set-cookie') ? keptCopyOf(answer) : null;
  });
  if (isServed) return reply;
  const value = (found as { value: Found } | null)?.value ?? (await handlers.find());
  return handlers.send(value);
}

async function keptCopyOf(answer: KeptAnswer): Promise<CachedPage> {
  return {
    status: 200,
    bodies: await compressedBodies(answer.body),
    etag: weakEtagOf(answer.body),
    lastModified: answer.lastModified,
    headers: answer.headers,
    keys: answer.keys,
  };
}
