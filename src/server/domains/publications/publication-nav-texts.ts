import { MAX_NAV_ITEMS, MAX_NAV_TITLE_LENGTH } from '@shared/content/publication-nav';

/** What the navigation settings say when a list is refused. */
export const NAV_TEXTS = {
  tooMany: `A publication can show at most ${MAX_NAV_ITEMS} navigation items.`,
  titleTooLong: `Navigation titles may be at most ${MAX_NAV_TITLE_LENGTH} characters.`,
  titleEmpty: 'Give the navigation item a title.',
  storyUnknown: 'That story is not one readers can see in this publication.',
  tagUnknown: 'There is no tag with that name.',
  topicUnknown: 'There is no topic with that name.',
  linkMissing: 'Enter the address the link leads to.',
} as const;
