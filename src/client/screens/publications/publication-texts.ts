import { formatCount } from '@client/features/posts/count-format';

/** Texts of a publication's reader-facing pages: home, about, archive. */
export const PUBLICATION_PAGE_TEXTS = {
  home: 'Home',
  about: 'About',
  archive: 'Archive',
  navLabel: 'Publication',
  settings: 'Settings',
  pinned: 'Pinned',
  latest: 'Latest stories',
  empty: 'No stories have been published here yet.',
  feed: 'RSS feed',
  pin: 'Pin to homepage',
  unpin: 'Unpin from homepage',
  masthead: 'Masthead',
  creator: 'Creator',
  editor: 'Editor',
  noDescription: 'This publication has not described itself yet.',
  archiveEmpty: 'No stories in this period.',
  allStories: 'All stories',
  monthsLabel: 'Months',
} as const;

/** Spec §4.1 (routes-entities-shell): 'The story has been pinned to / unpinned from the {collection} homepage'. */
export const pinToastText = (isPinned: boolean, collection: string): string =>
  isPinned
    ? `The story has been pinned to the ${collection} homepage`
    : `The story has been unpinned from the ${collection} homepage`;

/** Counts abbreviate with K and M, as everywhere. */
export const followerCountText = (count: number): string =>
  count === 1 ? '1 follower' : `${formatCount(count)} followers`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthName = (month: number): string => MONTHS[month - 1] ?? '';

export const storyCountText = (count: number): string =>
  count === 1 ? '1 story' : `${count} stories`;

export const publicationTitle = (name: string, productName: string, page?: string): string =>
  page ? `${page} – ${name} – ${productName}` : `${name} – ${productName}`;
