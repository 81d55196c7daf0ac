import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isClientCopyFresh } from '../request/conditional-get';
import type { CachedPage } from './page-store';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Made once per stored copy, off the event loop; every hit then sends bytes as they are. */
export async function compressedBodies(html: string): Promise<CachedPage['bodies']> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity),
  ]);
  return { identity, br, gzip: gz };
}

type Encoding = keyof CachedPage['bodies'];

/** The best encoding the client accepts (q > 0): br, then gzip, else none. */
function preferredEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

export interface SharedHeaders {
  cacheControl: string;
  vary: string;
  /** X-Cache: HIT when the copy was stored before this request, else MISS. */
  hit: boolean;
}

/**
 * Sets a stored copy's headers (and the keys a CDN purges it by) and returns
 * the body to send: none with 304 when the client's copy is current.
 */
export function prepareCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  shared: SharedHeaders,
): Buffer | string {
  void reply
    .code(page.status)
    .header('cache-control', shared.cacheControl)
    .header('vary', shared.vary)
    .headers(page.headers)
    .header('surrogate-key', page.keys.join(' '))
    .header('cache-tag', page.keys.join(','))
    .header('x-cache', shared.hit ? 'HIT' : 'MISS');
  if (isClientCopyFresh(request, reply, { etag: page.etag, lastModified: page.lastModified })) {
    void reply.code(304);
    return '';
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return page.bodies[encoding];
}
