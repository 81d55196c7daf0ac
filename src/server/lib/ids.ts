import { randomBytes } from 'node:crypto';

/** Entity ids are 12 lowercase hex characters, so a slug's trailing hex run is its id. */
export function newId(): string {
  return randomBytes(6).toString('hex');
}

/** An unguessable token for cookies and links. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
