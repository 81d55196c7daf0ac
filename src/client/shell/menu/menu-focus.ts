/** Pure focus moves of a menu (WAI-ARIA menu pattern): which item index a key leads to. */

export type MenuMove = 'next' | 'previous' | 'first' | 'last';

const KEY_MOVES: Record<string, MenuMove> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
  PageUp: 'first',
  PageDown: 'last',
};

export function moveForKey(key: string): MenuMove | null {
  return KEY_MOVES[key] ?? null;
}

/** The index to focus after a move from `current` (-1 when nothing is focused); wraps around. */
export function nextIndex(move: MenuMove, current: number, count: number): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 ? 0 : (current + 1) % count;
    case 'previous':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}

/**
 * Typeahead: the first item after `current` whose label starts with the typed
 * characters (case-insensitive), wrapping around; -1 when none does.
 */
export function matchIndex(labels: readonly string[], typed: string, current: number): number {
  const query = typed.toLocaleLowerCase();
  if (!query) return -1;
  const count = labels.length;
  // A repeated single letter cycles through the items that share it.
  const start = query.length === 1 ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < count; step += 1) {
    const index = (start + step + count) % count;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(query)) return index;
  }
  return -1;
}
