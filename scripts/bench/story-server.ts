import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A throwaway Quire server for benchmarks: built when dist/ is missing,
 * served while holding the shared build lock, started on a free loopback port with an empty data directory,
 * the test routes on and no demo content.
 */
export interface BenchServer {
  origin: string;
  /** The server process (its children, if any, hang below it). */
  pid: number;
  stop: () => Promise<void>;
}

export interface BenchServerOptions {
  /** Serve this data directory (kept on stop) instead of a new empty one (removed on stop). */
  dataDir?: string;
  /** A PostgreSQL database instead of PGlite in the data directory. */
  databaseUrl?: string;
  /** More environment for the server (e.g. PAGE_CACHE). */
  env?: Record<string, string>;
}

const ROOT = resolve(import.meta.dirname, '../..');
const BUILD_LOCK = '/tmp/quire-e2e.lock';

/**
 * Runs this script again under the build lock, so that no build elsewhere
 * replaces dist/ while the server serves it; answers the exit code, or null
 * when this process already holds the lock (or flock is not installed).
 */
export function rerunUnderBuildLock(): number | null {
  if (process.env.QUIRE_BENCH_LOCKED === '1') return null;
  if (spawnSync('flock', ['--version'], { stdio: 'ignore' }).status !== 0) return null;
  const result = spawnSync(
    'flock',
    [BUILD_LOCK, process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, QUIRE_BENCH_LOCKED: '1' } },
  );
  return result.status ?? 1;
}

/** The newest modification time of any file under `dir`, in milliseconds. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds when dist/ is missing or older than a source file: a stale build is never measured. */
export function ensureBuilt(): void {
  const built = ['dist/client', 'dist/server', 'dist/database', 'dist/app'].map((dir) =>
    join(ROOT, dir),
  );
  const isBuilt = built.every((dir) => existsSync(dir));
  if (isBuilt && Math.min(...built.map(newestChange)) >= newestChange(join(ROOT, 'src'))) return;
  console.log(isBuilt ? 'dist/ is older than src/: building…' : 'dist/ is missing: building…');
  const result = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed.');
}

export function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      const response = await fetch(`${origin}/_/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('The server did not answer /_/health within two minutes.');
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const child = spawn('node', ['dist/app/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_DEMO: 'false',
      ENABLE_TEST_ROUTES: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      AUTH_DOMAIN: origin,
      ...options.env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid ?? 0, stop };
}
