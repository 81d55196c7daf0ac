import { createHash, randomBytes } from 'node:crypto';
import { resolveSessionSecret } from '@server/lib/session-secret';

/** SHA-256 hex: how every sign-in secret is stored, so a database leak leaks no live link. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

const secrets = new WeakMap<object, string>();

/** The session secret (SESSION_SECRET or the one kept in DATA_DIR), read once per config. */
export function sessionSecretOf(config: {
  sessionSecret: string | undefined;
  dataDir: string;
}): string {
  let secret = secrets.get(config);
  if (!secret) {
    secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
    secrets.set(config, secret);
  }
  return secret;
}
