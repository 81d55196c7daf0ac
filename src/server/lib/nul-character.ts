/**
 * PostgreSQL cannot store the NUL character in text or JSON, and no person
 * types one: input that carries one is refused with 400 before any lookup or
 * write can fail on it.
 */
export const NUL_MESSAGE = 'Text may not contain the NUL character.';

const MAX_DEPTH = 64;

/** True when any string in the value (keys included) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}
