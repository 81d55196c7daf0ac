import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images are compressed already and source maps only by devtools. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml)$/i;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (Brotli at its best quality, 11) and `file.gz` (gzip at
 * level 9) beside each text file of `dir` that gets smaller, once at build
 * time, so the server sends them as they are. Returns the files it compressed.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    done.push(file);
  }
  return done;
}

/** Precompresses the browser build (not the server bundle) after Vite writes it. */
export function precompress(): Plugin {
  let isServerBuild = false;
  return {
    name: 'quire:precompress',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async writeBundle(options) {
      if (isServerBuild || !options.dir) return;
      await precompressDirectory(options.dir);
    },
  };
}
