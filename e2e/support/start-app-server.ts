import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts another copy of the built app on loopback, with its own empty data
 * directory and extra environment, for specs that need a differently
 * configured site (a captcha provider, say). Stop it in afterAll.
 */
export interface AppServer {
  url: string;
  dataDir: string;
  /** The server's main process (with WEB_CONCURRENCY, the primary of its workers). */
  pid: number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The app at ${url} exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      if ((await fetch(`${url}/_/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app at ${url} did not start in time:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startAppServer(
  port: number,
  env: Record<string, string>,
): Promise<AppServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-extra-'));
  const child = spawn(process.execPath, ['dist/app/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always the embedded database, even when the shell has DATABASE_URL set.
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      AUTH_DOMAIN: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
