import { postUrl, tagUrl, userUrl } from '@shared/routing/urls';

/** The results page's tabs: the path segment of each, Stories at /search itself. */
export const SEARCH_TABS = ['stories', 'people', 'publications', 'tags'] as const;
export type SearchTabSlug = (typeof SEARCH_TABS)[number];

export function isSearchTab(value: string): value is SearchTabSlug {
  return (SEARCH_TABS as readonly string[]).includes(value);
}

/** /search?q= for stories, /search/{tab}?q= for the other tabs, with an optional page. */
export function searchTabPath(query: string, tab: SearchTabSlug = 'stories', page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${tab === 'stories' ? '/search' : `/search/${tab}`}?${params.toString()}`;
}

export const personPath = (username: string): string => userUrl(username);
export const publicationPath = (slug: string): string => `/${encodeURIComponent(slug)}`;
export const tagPath = (slug: string): string => tagUrl(slug);
export const storyPath = (postId: string): string => postUrl(postId);
