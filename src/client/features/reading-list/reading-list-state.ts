/**
 * How a change of a story's reading-list state moves it between the tabs of
 * /me/list and changes the saved and archived counts. Pure, shared by the
 * cache update and the screen.
 */

export type ReadingListState = 'QUEUE' | 'ARCHIVE' | 'NONE';
export type ReadingListFilter = 'SAVED' | 'ARCHIVED' | 'HIGHLIGHTS' | 'RECENT';

export interface ReadingListCounts {
  savedCount: number;
  archivedCount: number;
}

export const asReadingListState = (value: string): ReadingListState =>
  value === 'QUEUE' || value === 'ARCHIVE' ? value : 'NONE';

/** Saved, whether or not archived: what the bookmark button shows as pressed. */
export const isOnReadingList = (state: string): boolean => asReadingListState(state) !== 'NONE';

/** Whether a story in `state` belongs in the tab; null for HIGHLIGHTS, which the state does not decide. */
function belongsTo(filter: ReadingListFilter, state: ReadingListState): boolean | null {
  switch (filter) {
    case 'SAVED':
      return state === 'QUEUE';
    case 'ARCHIVED':
      return state === 'ARCHIVE';
    case 'RECENT':
      return state !== 'NONE';
    case 'HIGHLIGHTS':
      return null;
  }
}

/**
 * What a cached tab must do when a story goes from one state to another:
 * drop its row, be thrown away because it gained a row whose place only the
 * server knows, or stay as it is.
 */
export function listEffect(
  filter: ReadingListFilter,
  from: ReadingListState,
  to: ReadingListState,
): 'remove' | 'stale' | 'keep' {
  const was = belongsTo(filter, from);
  const is = belongsTo(filter, to);
  if (was === null || is === null || was === is) return 'keep';
  return was ? 'remove' : 'stale';
}

const countOf = (state: ReadingListState): ReadingListCounts => ({
  savedCount: state === 'QUEUE' ? 1 : 0,
  archivedCount: state === 'ARCHIVE' ? 1 : 0,
});

export function countsAfter(
  counts: ReadingListCounts,
  from: ReadingListState,
  to: ReadingListState,
): ReadingListCounts {
  const left = countOf(from);
  const joined = countOf(to);
  return {
    savedCount: Math.max(0, counts.savedCount - left.savedCount + joined.savedCount),
    archivedCount: Math.max(0, counts.archivedCount - left.archivedCount + joined.archivedCount),
  };
}

/** The undo toast's kind for a story that left `from`: Undo puts it back there. */
export const toastKindFor = (from: ReadingListState): 'archive' | 'bookmark' =>
  from === 'ARCHIVE' ? 'archive' : 'bookmark';
