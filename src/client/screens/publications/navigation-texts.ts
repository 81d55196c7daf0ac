import type { NavItemType } from '@shared/content/publication-nav';

/** Words of the navigation settings page. */
export const NAVIGATION_TEXTS = {
  heading: 'Navigation',
  title: (productName: string) => `Navigation – ${productName}`,
  intro: (name: string) =>
    `Links shown in ${name}’s header after Home. Without any, readers see About and Archive.`,
  signInPrompt: 'Sign in to edit this publication’s navigation.',
  signIn: 'Sign in',
  empty: 'No navigation items yet.',
  type: 'Type',
  itemTitle: 'Title (optional for all but links)',
  target: {
    EXTERNAL_LINK: 'Address (https://…)',
    POST: 'Story URL or id',
    TAG: 'Tag',
    TOPIC_PAGE: 'Topic (its slug)',
  } as Partial<Record<NavItemType, string>>,
  add: 'Add item',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Navigation saved.',
  failed: 'The navigation could not be saved.',
  item: (index: number) => `Item ${index + 1}`,
  types: {
    ABOUT_PAGE: 'About page',
    ARCHIVE: 'Archive',
    EXTERNAL_LINK: 'External link',
    POST: 'Story',
    TAG: 'Tag',
    TOPIC_PAGE: 'Topic page',
  } satisfies Record<NavItemType, string>,
} as const;
