/**
 * JSON storage that never throws. localStorage can be missing (server, old
 * browsers), throw on access (disabled cookies, some private modes) or throw on
 * write (quota); reporting must keep working in all of those, so once storage
 * fails the wrapper serves the rest of the page from memory.
 */
export interface SafeStorage {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** True once the wrapper has fallen back to memory. */
  isMemoryOnly(): boolean;
}

export function createSafeStorage(getStorage: () => Storage | undefined): SafeStorage {
  // Mirrors every write so the fallback holds the latest values, not a blank slate.
  const memory = new Map<string, string>();
  let storage: Storage | undefined;
  try {
    storage = getStorage();
  } catch {
    storage = undefined;
  }

  const fallBack = (key: string | null) => {
    if (storage && key !== null) {
      // A stale copy left behind would be read (and re-sent) by the next page.
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more to do: storage is unusable.
      }
    }
    storage = undefined;
  };

  const parse = (raw: string | null | undefined): unknown => {
    if (raw === null || raw === undefined) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  };

  const remove = (key: string) => {
    memory.delete(key);
    if (!storage) return;
    try {
      storage.removeItem(key);
    } catch {
      fallBack(null);
    }
  };

  return {
    get(key) {
      if (storage) {
        try {
          return parse(storage.getItem(key));
        } catch {
          fallBack(null);
        }
      }
      return parse(memory.get(key));
    },
    set(key, value) {
      let raw: string | undefined;
      try {
        raw = JSON.stringify(value);
      } catch {
        return; // Unserialisable (circular, BigInt): refuse rather than corrupt.
      }
      if (raw === undefined) {
        remove(key);
        return;
      }
      memory.set(key, raw);
      if (!storage) return;
      try {
        storage.setItem(key, raw);
      } catch {
        fallBack(key);
      }
    },
    remove,
    isMemoryOnly: () => storage === undefined,
  };
}
