import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the build reads: a change to any of these files makes dist/ stale. Test files
 * are left out, since no bundle imports them.
 */
export const BUILD_INPUTS = [
  'src',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/vite',
  'scripts/build',
];

/** The bundles a server start needs; a missing one is rebuilt whatever the stamp says. */
export const BUILD_OUTPUTS = [
  'dist/client/.vite/manifest.json',
  'dist/server/entry-server.js',
  'dist/database/database-process.js',
  'dist/app/main.js',
];

const STAMP_FILE = 'dist/.build-stamp';
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

function filesUnder(root: string, relative: string, found: string[]): void {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    found.push(relative);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || (entry.isFile() && isTestFile(entry.name))) continue;
    filesUnder(root, path.posix.join(relative, entry.name), found);
  }
}

/** One hash of every input file's path and contents, in a fixed order. */
export function hashBuildInputs(root: string, inputs: string[] = BUILD_INPUTS): string {
  const files: string[] = [];
  for (const input of inputs) filesUnder(root, input, files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash of the inputs the last successful build was made from, if dist/ has one. */
function readStamp(root: string): string | null {
  try {
    return (
      (JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8')) as { inputs?: string })
        .inputs ?? null
    );
  } catch {
    return null;
  }
}

/** Written once every bundle is built, so a build that failed halfway never counts. */
export function writeStamp(root: string, inputsHash: string): void {
  const stamp = { inputs: inputsHash, builtAt: new Date().toISOString() };
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}

/** Removed before a build starts: until it ends, dist/ matches no inputs. */
export function clearStamp(root: string): void {
  rmSync(path.join(root, STAMP_FILE), { force: true });
}

/** Why dist/ must be built again, or null when it was built from the inputs as they are. */
export function staleReason(
  root: string,
  options: { inputs?: string[]; outputs?: string[] } = {},
): string | null {
  const missing = (options.outputs ?? BUILD_OUTPUTS).find(
    (file) => !existsSync(path.join(root, file)),
  );
  if (missing) return `${missing} is missing`;
  const stamp = readStamp(root);
  if (!stamp) return 'dist/ has no record of what it was built from';
  if (stamp !== hashBuildInputs(root, options.inputs)) return 'the sources changed';
  return null;
}
