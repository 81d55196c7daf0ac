import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectPath } from '@server/project-path';

const ASSETS_PREFIX = '/assets/';

/** Paths that are files, never pages: they skip the visitor cookie and never render HTML. */
export const isFilePath = (url: string) =>
  url.startsWith(ASSETS_PREFIX) || url.startsWith('/media/');

/**
 * The built browser code under /assets/. The build writes a Brotli and a gzip
 * copy beside each text file (scripts/vite/precompress.ts), and the one the
 * browser accepts is sent as it is, with `Vary: Accept-Encoding`, so no
 * request compresses the same file again. An unknown file is a quick 404 (a
 * stale tab asking for the previous build's chunk), never an HTML page.
 */
export async function registerStaticAssets(
  app: FastifyInstance,
  options: { serveBuild: boolean; root?: string },
): Promise<void> {
  if (!options.serveBuild) {
    app.get(`${ASSETS_PREFIX}*`, (_request, reply) => reply.callNotFound());
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root ?? projectPath('dist/client/assets'),
    prefix: ASSETS_PREFIX,
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
    // The compressed copies are chosen by content negotiation, not asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    wildcard: false,
  });
  app.get(`${ASSETS_PREFIX}*`, (_request, reply) => reply.callNotFound());
}
