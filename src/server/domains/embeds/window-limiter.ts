/**
 * A fixed-window counter per key, in process memory. Good enough to stop one
 * account from turning the server into a crawler; with several app servers
 * each enforces its own share.
 */
export function createWindowLimiter(options: { limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const MAX_KEYS = 10_000;

  function prune(now: number) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    /** Counts one use; false when the key has used up its window. */
    take(key: string, now = Date.now()): boolean {
      if (windows.size > MAX_KEYS) prune(now);
      const window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + options.windowMs });
        return true;
      }
      window.count += 1;
      return window.count <= options.limit;
    },
  };
}
