import { Readable, pipeline } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { Database } from '@server/db/client';
import { isClientCopyFresh, sendConditionally, weakEtagOf } from '../request/conditional-get';
import { sendRestError } from '../request/rest-error';
import { SITEMAP_SOURCES, sitemapPagesOf, sitemapRows } from '@server/domains/posts';
import type { SitemapPage, SitemapSource } from '@server/domains/posts';

export interface SitemapOptions {
  db: Database;
  /** Absolute base URL (config.publicUrl, or the local address). */
  publicUrl: string;
  /** URLs per sitemap file; the protocol allows at most 50,000. */
  urlsPerSitemap?: number;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
// Generated from the database on every request: a story that leaves is gone from the
// next answer. Caches keep a copy but ask again each time (ETag, 304).
const SITEMAP_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Rows fetched per statement while a sitemap streams out. */
const ROWS_PER_BATCH = 5000;

// Sitemap files sit at the root: a sitemap may only list URLs under its own folder.
const sitemapPath = (source: SitemapSource, page: number) =>
  `/sitemap-${source.name}-${page + 1}.xml`;
const PAGE_FILE = /^([1-9][0-9]{0,5})\.xml$/;

function sendNotFound(reply: FastifyReply) {
  return sendRestError(reply.header('cache-control', 'no-store'), 404);
}

/** The page's rows, fetched a batch at a time so that no file is ever whole in memory. */
async function* urlsOf(db: Database, source: SitemapSource, page: SitemapPage) {
  let from = page.firstKey;
  let inclusive = true;
  let left = page.count;
  while (left > 0) {
    const limit = Math.min(ROWS_PER_BATCH, left);
    const rows = await sitemapRows(db, source, { from, inclusive, limit });
    for (const row of rows)
      yield { url: source.pathOf(row), lastmod: new Date(row.lastmod).toISOString() };
    const last = rows.at(-1);
    if (!last || rows.length < limit) return;
    left -= rows.length;
    from = last.key;
    inclusive = false;
  }
}

/**
 * /sitemap.xml, an index of the story, profile, tag and publication sitemaps
 * (/sitemap-{kind}-{n}.xml, each at most `urlsPerSitemap` URLs, streamed).
 */
export function registerSitemaps(app: FastifyInstance, options: SitemapOptions): void {
  const origin = new URL(options.publicUrl).origin;
  const pageSize = Math.min(
    options.urlsPerSitemap ?? LIMITS.MAX_URL_ENTRIES,
    LIMITS.MAX_URL_ENTRIES,
  );

  app.get(SITEMAP_INDEX_PATH, async (request, reply) => {
    const index = new SitemapIndexStream();
    for (const source of SITEMAP_SOURCES) {
      for (const page of await sitemapPagesOf(options.db, source, pageSize))
        index.write({
          url: `${origin}${sitemapPath(source, page.page)}`,
          lastmod: page.lastmod.toISOString(),
        });
    }
    index.end();
    const xml = (await streamToPromise(index)).toString('utf8');
    void reply.type(XML_CONTENT_TYPE).header('cache-control', SITEMAP_CACHE_CONTROL);
    return sendConditionally(request, reply, xml);
  });

  for (const source of SITEMAP_SOURCES) {
    app.get(
      `/sitemap-${source.name}-:file`,
      async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
        const number = PAGE_FILE.exec(request.params.file)?.[1];
        if (!number) return sendNotFound(reply);
        const pages = await sitemapPagesOf(options.db, source, pageSize);
        const page = pages[Number(number) - 1];
        if (!page) return sendNotFound(reply);
        void reply.type(XML_CONTENT_TYPE).header('cache-control', SITEMAP_CACHE_CONTROL);
        const etag = weakEtagOf(source.name, String(pageSize), page.fingerprint);
        if (isClientCopyFresh(request, reply, { etag })) return reply.code(304).send();
        const xml = new SitemapStream({
          hostname: origin,
          xmlns: { news: false, video: false, image: false, xhtml: false },
        });
        pipeline(Readable.from(urlsOf(options.db, source, page)), xml, (error) => {
          if (error) request.log.error({ err: error }, 'sitemap stream failed');
        });
        return reply.send(xml);
      },
    );
  }
}
