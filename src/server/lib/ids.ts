import { randomBytes } from 'node:crypto';

/** Entity ids are 12 lowercase hex characters, so a slug's trailing hex run is its id. */
export function newId(): string {
  return randomBytes(6).toString('hex');
}

/** An unguessable token for cookies and links. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A story id as links and clients spell it: hex, any case; anything else names no story. */
export const isValidPostId = (id: string): boolean => /^[0-9a-f]{1,32}$/i.test(id);
