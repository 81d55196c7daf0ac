import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newToken } from './ids';

/**
 * SESSION_SECRET from the environment wins; otherwise one is generated on first
 * start and kept in DATA_DIR, so restarts keep everyone signed in.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not created yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = newToken(48);
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
