import type { ReadingListFilter } from '@client/features/reading-list/reading-list-state';

export const READING_LIST_TABS = ['saved', 'archived', 'highlights', 'recent'] as const;
export type ReadingListTab = (typeof READING_LIST_TABS)[number];

const FILTERS: Record<ReadingListTab, ReadingListFilter> = {
  saved: 'SAVED',
  archived: 'ARCHIVED',
  highlights: 'HIGHLIGHTS',
  recent: 'RECENT',
};

/** Older names of two tabs (readingListQueueUrl builds /me/list/queue). */
const ALIASES: Record<string, ReadingListTab> = { queue: 'saved', archive: 'archived' };

export function tabOf(activeTab: string | undefined): ReadingListTab | null {
  if (!activeTab) return null;
  const name = activeTab.toLowerCase();
  if ((READING_LIST_TABS as readonly string[]).includes(name)) return name as ReadingListTab;
  return ALIASES[name] ?? null;
}

export const filterOf = (tab: ReadingListTab): ReadingListFilter => FILTERS[tab];

/** The search box's text as the URL carries it (?q=). */
export function searchQueryOf(location: string): string {
  const query = location.indexOf('?');
  if (query === -1) return '';
  return (new URLSearchParams(location.slice(query + 1)).get('q') ?? '').slice(0, 200);
}

export function tabPath(tab: ReadingListTab, searchQuery = ''): string {
  const text = searchQuery.trim();
  return `/me/list/${tab}${text ? `?${new URLSearchParams({ q: text }).toString()}` : ''}`;
}
