import type { SafeStorage } from '@client/reporting/safe-storage';

/** Spec navigation §9: the kinds of things the reader has seen. */
const SEEN_ITEM_KINDS = [
  'postView',
  'postRead',
  'topicView',
  'mediumSearch',
  'externalSearch',
] as const;
type SeenItemKind = (typeof SEEN_ITEM_KINDS)[number];

/** Spec navigation §9: at most 200 entries per kind. */
export const SEEN_ITEMS_LIMIT = 200;

export const SEEN_ITEMS_STORAGE_KEY = 'quire.seenItems';

interface SeenItem {
  id: string;
  /** When it was last seen (ms since the epoch). */
  seenAt: number;
}

type SeenItems = Record<SeenItemKind, SeenItem[]>;

// A hand-written guard rather than a schema library: this runs on the story page,
// where reader JavaScript must stay small.
function isSeenItem(value: unknown): value is SeenItem {
  const item = value as Partial<SeenItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    item.id !== '' &&
    typeof item.seenAt === 'number' &&
    Number.isFinite(item.seenAt)
  );
}

function emptyItems(): SeenItems {
  return { postView: [], postRead: [], topicView: [], mediumSearch: [], externalSearch: [] };
}

/** What storage holds, kept only where it is well formed: one bad entry never loses the rest. */
function parseStored(value: unknown): SeenItems {
  const items = emptyItems();
  if (typeof value !== 'object' || value === null) return items;
  const stored = value as Record<string, unknown>;
  for (const kind of SEEN_ITEM_KINDS) {
    const list = stored[kind];
    if (!Array.isArray(list)) continue;
    items[kind] = list
      .filter(isSeenItem)
      .map(({ id, seenAt }) => ({ id, seenAt }))
      .slice(-SEEN_ITEMS_LIMIT);
  }
  return items;
}

export interface SeenItemsStore {
  /** Records `id` as seen now; an item seen again moves to the newest place. */
  markSeen(kind: SeenItemKind, id: string): void;
  hasSeen(kind: SeenItemKind, id: string): boolean;
  /** Oldest first. */
  list(kind: SeenItemKind): SeenItem[];
  forget(kind: SeenItemKind, id: string): void;
  clear(kind: SeenItemKind): void;
}

/**
 * The local store of seen items by kind. Each kind keeps its newest 200
 * entries; adding to a full kind drops the oldest, so the store never grows.
 */
export function createSeenItemsStore(options: {
  storage: SafeStorage;
  now?: () => number;
}): SeenItemsStore {
  const { storage } = options;
  const now = options.now ?? (() => Date.now());
  const read = () => parseStored(storage.get(SEEN_ITEMS_STORAGE_KEY));
  const update = (kind: SeenItemKind, change: (list: SeenItem[]) => SeenItem[]) => {
    const items = read();
    items[kind] = change(items[kind]);
    storage.set(SEEN_ITEMS_STORAGE_KEY, items);
  };

  return {
    markSeen(kind, id) {
      if (!id) return;
      update(kind, (list) =>
        [...list.filter((item) => item.id !== id), { id, seenAt: now() }].slice(-SEEN_ITEMS_LIMIT),
      );
    },
    hasSeen: (kind, id) => read()[kind].some((item) => item.id === id),
    list: (kind) => read()[kind],
    forget(kind, id) {
      update(kind, (list) => list.filter((item) => item.id !== id));
    },
    clear(kind) {
      update(kind, () => []);
    },
  };
}
