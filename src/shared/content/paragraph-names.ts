/**
 * Paragraph names are short, stable identifiers: highlights, notes and
 * quotes anchor to them, so they survive edits and must be unique in a post.
 */
export const PARAGRAPH_NAME_PATTERN = /^[0-9A-Za-z_-]{1,32}$/;

function randomHex4(): string {
  const bytes = new Uint8Array(2);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new 4-hex name (e.g. "a1b2") not among `taken`; longer only if 4 hex run out. */
export function newParagraphName(taken: ReadonlySet<string> = new Set()): string {
  for (let attempt = 0; attempt < 64; attempt += 1) {
    const name = randomHex4();
    if (!taken.has(name)) return name;
  }
  let name = `${randomHex4()}${randomHex4()}`;
  while (taken.has(name)) name = `${randomHex4()}${randomHex4()}`;
  return name;
}
