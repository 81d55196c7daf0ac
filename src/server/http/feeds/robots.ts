import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendConditionally } from '../request/conditional-get';
import { SITEMAP_INDEX_PATH } from './sitemaps';

export interface RobotsOptions {
  dataDir: string;
  /** Absolute base URL (config.publicUrl, or the local address). */
  publicUrl: string;
}

/** The operator's own robots.txt, served exactly as written, replaces the default. */
const ROBOTS_FILE_NAME = 'robots.txt';

/**
 * What a search engine has no business crawling: the API and other machinery
 * (/_/), the reader's own pages (/me/), sign-in (/m/), the editors and story
 * settings. Rules match as prefixes, so exact pages end in `$`: without it the
 * profile editor's rule would also hide a story whose slug begins with "edit".
 */
const PRIVATE_PATHS = [
  '/_/',
  '/me/',
  '/m/',
  '/new-story',
  '/p/import$',
  '/p/*/edit$',
  '/p/*/settings$',
  '/p/*/info$',
  '/@*/edit$',
  '/*/new-shortform$',
  '/*/edit-shortform$',
  '/*/settings$',
  '/*/settings/',
  '/*/design$',
  '/*/stats/',
];

function defaultRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((pathPrefix) => `Disallow: ${pathPrefix}`),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

async function operatorRobotsTxt(dataDir: string): Promise<string | null> {
  try {
    return await readFile(path.join(dataDir, ROBOTS_FILE_NAME), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** /robots.txt: DATA_DIR/robots.txt when the operator wrote one (read on each request), else the default. */
export function registerRobots(app: FastifyInstance, options: RobotsOptions): void {
  const fallback = defaultRobotsTxt(new URL(options.publicUrl).origin);
  app.get('/robots.txt', async (request, reply) => {
    const body = (await operatorRobotsTxt(options.dataDir)) ?? fallback;
    void reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return sendConditionally(request, reply, body);
  });
}
