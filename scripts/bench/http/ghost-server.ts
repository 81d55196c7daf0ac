import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Ghost as the reference server, through scripts/bench/ghost/ghost.sh (which
 * installs it under GHOST_DIR the first time: a few minutes).
 */
export interface GhostServer {
  origin: string;
  postPath: string;
  pid: number;
  stop: () => void;
}

const SCRIPT = resolve(import.meta.dirname, '../ghost/ghost.sh');

function run(command: string, port?: number): string {
  const result = spawnSync('bash', [SCRIPT, command], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(port ? { GHOST_PORT: String(port) } : {}) },
  });
  if (result.status !== 0) throw new Error(`ghost.sh ${command} failed (exit ${result.status}).`);
  return result.stdout;
}

/** Installs Ghost when it is not there yet; outside the build lock, as it takes minutes. */
export function installGhost(): void {
  run('install');
}

export function startGhost(port: number): GhostServer {
  const lines = run('start', port).trim().split('\n');
  const started = JSON.parse(lines.at(-1) ?? '{}') as Omit<GhostServer, 'stop'>;
  return { ...started, stop: () => void run('stop') };
}
