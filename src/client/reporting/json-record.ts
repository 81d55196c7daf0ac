/**
 * The record as the server will receive it (undefined dropped, Dates as
 * strings), or null when it cannot be serialised (cycles, BigInt) so the caller
 * can drop it instead of poisoning a whole batch.
 */
export function toJsonRecord(value: Record<string, unknown>): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(JSON.stringify(value));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
