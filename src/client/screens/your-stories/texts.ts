import type { StoryTab } from './story-filters';

export const YOUR_STORIES_TEXTS = {
  heading: 'Your stories',
  writeStory: 'Write a story',
  tabsLabel: 'Story lists',
  tabs: { drafts: 'Drafts', public: 'Published', unlisted: 'Unlisted' } satisfies Record<
    StoryTab,
    string
  >,
  empty: {
    drafts:
      'You have no drafts. Start writing and your unpublished stories will wait for you here.',
    public: 'You haven’t published a story yet. When you do, it will show up here.',
    unlisted:
      'You have no unlisted stories. Stories you publish as unlisted are seen only by people with the link.',
  } satisfies Record<StoryTab, string>,
  lastEdited: 'Last edited',
  published: 'Published',
  untitled: 'Untitled story',
  loadMore: 'Load more',
  loadFailed: 'Your stories could not be loaded. Please try again.',
  signInPrompt: 'Sign in to see your stories.',
  signIn: 'Sign in',
  storyActions: (title: string) => `Actions for ${title}`,
  edit: 'Edit story',
  settings: 'Story settings',
  unpublish: 'Unpublish',
  delete: 'Delete story',
  unpublished: 'Story unpublished. It is a draft again.',
  deleted: 'Story deleted.',
  actionFailed: 'Something went wrong. Please try again.',
  deleteTitle: 'Delete story',
  deleteQuestion: (title: string) => `Delete “${title}”?`,
  deleteWarning:
    'This cannot be undone. The story, its responses and its stats will be gone, and links to it will stop working.',
  cancel: 'Cancel',
  confirmDelete: 'Delete',
  deleting: 'Deleting…',
} as const;
