import { createHash } from 'node:crypto';
import { BUILT_IN_IMAGES } from './default-avatar';
import { RASTER_FORMATS, contentTypeOf, isSvgId, storageKeyOf } from './media-id';
import type { RasterFormat } from './media-id';
import type { MediaStore } from './media-store';
import { negotiateFormat, renderVariant } from './render-variant';
import { InvalidTransformError, parseMediaPath } from './transform';
import type { ParsedMediaPath } from './transform';
import type { VariantCache } from './variant-cache';

export interface MediaResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string | { error: string; message: string };
}

/** Content-addressed ids never change meaning, so their bytes may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Readable ids (demo art, the default avatar) can be replaced by an upgrade. */
const REVALIDATE_DAILY = 'public, max-age=86400';
/** SVG is a document: no scripts, no external loads, only inline styles. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const etagOf = (text: string) =>
  `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

const failure = (status: number, error: string, message: string): MediaResponse => ({
  status,
  headers: { 'cache-control': 'no-store' },
  body: { error, message },
});

function formatOfId(id: string): RasterFormat | null {
  const extension = id.slice(id.lastIndexOf('.') + 1);
  return (RASTER_FORMATS as readonly string[]).includes(extension)
    ? (extension as RasterFormat)
    : null;
}

export interface MediaServer {
  store: MediaStore;
  cache: VariantCache;
}

interface MediaRequest {
  path: string;
  accept: string | undefined;
  ifNoneMatch: string | undefined;
  /** Asked before this request starts a new render: true, or how long to wait. */
  mayRender?: () => Promise<true | { retryAfterSeconds: number }>;
}

class RenderRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('render budget spent');
  }
}

function tooManyRenders(error: RenderRefused): MediaResponse {
  const response = failure(
    429,
    'TooManyRequests',
    'Too many new picture sizes at once; try again in a minute.',
  );
  response.headers['retry-after'] = String(error.retryAfterSeconds);
  return response;
}

function answer(
  request: MediaRequest,
  body: Buffer | string,
  headers: Record<string, string>,
): MediaResponse {
  const etag = headers.etag;
  if (etag && request.ifNoneMatch?.split(/\s*,\s*/).includes(etag))
    return { status: 304, headers, body: '' };
  return { status: 200, headers, body };
}

async function serveSvg(server: MediaServer, request: MediaRequest, id: string) {
  const source = BUILT_IN_IMAGES.get(id) ?? (await server.store.get(storageKeyOf(id)));
  if (source === null || source === undefined) return failure(404, 'NotFound', 'No such image.');
  // SVG is never transformed: it scales on its own and re-rendering it would run untrusted XML.
  return answer(request, source, {
    'content-type': 'image/svg+xml',
    'content-security-policy': SVG_CSP,
    'cache-control': REVALIDATE_DAILY,
    etag: etagOf(typeof source === 'string' ? source : source.toString('base64')),
  });
}

async function serveRaster(
  server: MediaServer,
  request: MediaRequest,
  parsed: ParsedMediaPath,
  originalFormat: RasterFormat,
) {
  const { id, transform, key } = parsed;
  const headers: Record<string, string> = { 'cache-control': IMMUTABLE };
  if (!key) {
    const original = await server.store.get(storageKeyOf(id));
    if (!original) return failure(404, 'NotFound', 'No such image.');
    headers['content-type'] = contentTypeOf(originalFormat);
    headers.etag = etagOf(id);
    return answer(request, original, headers);
  }
  const outputFormat = negotiateFormat(originalFormat, transform.format, request.accept);
  const cacheKey = `${id}/${key}/${outputFormat}`;
  const render = async () => {
    const original = await server.store.get(storageKeyOf(id));
    if (!original) return null;
    return renderVariant({ original, originalFormat, transform, outputFormat });
  };
  const beforeRender = async () => {
    const answer = (await request.mayRender?.()) ?? true;
    if (answer !== true) throw new RenderRefused(answer.retryAfterSeconds);
  };
  let variant;
  try {
    variant = await server.cache.getOrRender(cacheKey, outputFormat, render, beforeRender);
  } catch (error) {
    if (error instanceof RenderRefused) return tooManyRenders(error);
    throw error;
  }
  if (!variant) return failure(404, 'NotFound', 'No such image.');
  headers['content-type'] = contentTypeOf(outputFormat);
  headers.etag = etagOf(cacheKey);
  headers['x-media-cache'] = variant.isCacheHit ? 'hit' : 'miss';
  if (transform.format === 'auto') headers.vary = 'accept';
  return answer(request, variant.bytes, headers);
}

/** Answers GET /media/<segments>/<id>: SVG as-is, rasters original or transformed. */
export async function serveMedia(
  server: MediaServer,
  request: MediaRequest,
): Promise<MediaResponse> {
  let parsed: ParsedMediaPath;
  try {
    parsed = parseMediaPath(request.path);
  } catch (error) {
    if (error instanceof InvalidTransformError) return failure(400, 'BadRequest', error.message);
    throw error;
  }
  if (BUILT_IN_IMAGES.has(parsed.id) || isSvgId(parsed.id))
    return serveSvg(server, request, parsed.id);
  const format = formatOfId(parsed.id);
  if (!format) return failure(404, 'NotFound', 'No such image.');
  return serveRaster(server, request, parsed, format);
}
