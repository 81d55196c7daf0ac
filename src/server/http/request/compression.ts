import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Brotli quality for responses compressed as they go (pages, GraphQL, feeds).
 * Measured on a demo story page (52,444 B of HTML): gzip 12,374 B in 2.2 ms;
 * Brotli 4 (the plugin's default) 12,604 B in 2.1 ms, larger than gzip;
 * Brotli 5 11,679 B in 3.3 ms; 6 11,607 B in 4.2 ms; 11 10,648 B in 176 ms.
 * 5 is the cheapest quality that beats gzip. Static files are compressed at
 * their best quality once, at build time (scripts/vite/precompress.ts).
 */
const DYNAMIC_BROTLI_QUALITY = 5;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      },
    },
  });
}
