import type { StoriesFilter } from '@shared/content/post-enums';

/** The tabs of /me/stories/{filterBy}, in the order they are shown. */
export const STORY_TABS = ['drafts', 'public', 'unlisted'] as const;
export type StoryTab = (typeof STORY_TABS)[number];

const FILTER_BY_TAB: Record<StoryTab, StoriesFilter> = {
  drafts: 'DRAFTS',
  public: 'PUBLIC',
  unlisted: 'UNLISTED',
};

/** The tab named by the URL; null for anything else (the page answers 404). */
export function tabOf(filterBy: string | undefined): StoryTab | null {
  return STORY_TABS.find((tab) => tab === filterBy) ?? null;
}

export function filterOf(tab: StoryTab): StoriesFilter {
  return FILTER_BY_TAB[tab];
}

export function tabPath(tab: StoryTab): string {
  return `/me/stories/${tab}`;
}

export interface StoryCounts {
  drafts: number;
  public: number;
  unlisted: number;
}

export function countFor(counts: StoryCounts | undefined, tab: StoryTab): number | null {
  return counts ? counts[tab] : null;
}

/** Counts after a story leaves `from`: deleted, or unpublished back to a draft. */
export function countsAfter(
  counts: StoryCounts,
  from: StoryTab,
  action: 'delete' | 'unpublish',
): StoryCounts {
  const next = { ...counts, [from]: Math.max(0, counts[from] - 1) };
  if (action === 'unpublish' && from !== 'drafts') next.drafts = counts.drafts + 1;
  return next;
}

/** Published and unlisted stories can go back to being drafts. */
export function canUnpublish(tab: StoryTab): boolean {
  return tab !== 'drafts';
}
