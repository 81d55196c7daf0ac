import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import type { InlineConfig } from 'vite';
import { clearStamp, hashBuildInputs, writeStamp } from './build-stamp';

/** The four bundles of a release, built in this order (decision 046). */
const BUNDLES: Array<{ name: string; outDir: string; ssr?: string }> = [
  { name: 'browser', outDir: 'dist/client' },
  { name: 'server renderer', outDir: 'dist/server', ssr: 'src/client/entry-server.tsx' },
  {
    name: 'database process',
    outDir: 'dist/database',
    ssr: 'src/server/db/embedded/database-process.ts',
  },
  { name: 'app server', outDir: 'dist/app', ssr: 'src/server/main.ts' },
];

/** Source maps and the precompressed copies are left out of a bundle's size. */
const COUNTED = (name: string) => !/\.(map|br|gz)$/.test(name);

function sizeOf(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && COUNTED(entry.name))
      bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

const megabytes = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} kB`;

/** The few lines a build prints: what was built, where, how big, how long. */
export function buildSummary(
  built: Array<{ name: string; outDir: string; bytes: number }>,
  seconds: number,
): string[] {
  const width = Math.max(...built.map((bundle) => bundle.name.length));
  return [
    `Built in ${seconds.toFixed(1)} s (sizes without source maps and compressed copies):`,
    ...built.map(
      (bundle) =>
        `  ${bundle.name.padEnd(width)}  ${bundle.outDir.padEnd(14)} ${megabytes(bundle.bytes)}`,
    ),
  ];
}

/**
 * Builds every bundle, then stamps dist/ with the hash of the sources it was built from
 * (build-stamp.ts). Vite prints only warnings and errors unless `verbose`.
 */
export async function buildAll(root: string, options: { verbose: boolean }): Promise<string[]> {
  const started = performance.now();
  // Vite's notice about a loader of a future major version, once per bundle, is for whoever
  // upgrades Vite: shown with the rest of its output.
  if (!options.verbose) process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  // Hashed first: a file edited during the build makes the next start build again.
  const inputs = hashBuildInputs(root);
  clearStamp(root);
  const built = [];
  for (const bundle of BUNDLES) {
    const config: InlineConfig = {
      root,
      logLevel: options.verbose ? 'info' : 'warn',
      build: bundle.ssr ? { ssr: bundle.ssr, outDir: bundle.outDir } : {},
    };
    await build(config);
    built.push({ ...bundle, bytes: sizeOf(path.join(root, bundle.outDir)) });
  }
  writeStamp(root, inputs);
  return buildSummary(built, (performance.now() - started) / 1000);
}

/**
 * Builds and prints the summary, or the error and `onFailure`; true when it built.
 * BUILD_VERBOSE=1 shows Vite's own output (every file) as well.
 */
export async function buildAndReport(root: string, onFailure: string): Promise<boolean> {
  try {
    const summary = await buildAll(root, { verbose: process.env.BUILD_VERBOSE === '1' });
    for (const line of summary) console.log(line);
    return true;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    console.error(onFailure);
    return false;
  }
}
