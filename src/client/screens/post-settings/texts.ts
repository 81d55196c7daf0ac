import type { License } from '@shared/content/post-enums';

export const POST_SETTINGS_TEXTS = {
  heading: 'Story settings',
  storyLink: 'View story',
  editLink: 'Edit story',
  previewSection: 'Story preview',
  previewHelp: 'How your story appears on the home page, in lists and when shared.',
  previewTitle: 'Preview title',
  previewSubtitle: 'Preview subtitle',
  tagsSection: 'Topics',
  seoSection: 'SEO',
  seoHelp: 'What search engines show. Leave empty to use the preview title and subtitle.',
  seoTitle: 'SEO title',
  seoTitleHelp: 'Shown as the link in search results. Up to 100 characters reads best.',
  seoDescription: 'SEO description',
  seoDescriptionHelp: 'Shown under the link in search results. Up to 160 characters reads best.',
  advancedSection: 'Advanced',
  canonicalUrl: 'Canonical link',
  canonicalUrlHelp:
    'If this story first appeared elsewhere, add the original link (http or https) so search engines credit it.',
  canonicalUrlInvalid: 'Enter a link that starts with http:// or https://.',
  license: 'License',
  visibility: 'Visibility',
  visibilityLabels: { PUBLIC: 'Public', UNLISTED: 'Unlisted', LOCKED: 'Member-only' },
  visibilityHelp: {
    PUBLIC: 'Anyone can find and read it.',
    UNLISTED: 'Only people with the link can find it.',
    LOCKED: 'Members read it in full; others see its opening.',
  },
  publicationSection: 'Publication',
  publicationHelp: 'Put this story in a publication you write for.',
  choosePublication: 'Publication',
  submit: 'Submit',
  addToPublication: 'Add to publication',
  submitting: 'Submitting…',
  inPublication: (name: string) => `Published in ${name}.`,
  approvedDraft: (name: string) => `In ${name}: it appears there once published.`,
  notYetSubmitted: (name: string) =>
    `Added to ${name}, not yet submitted. Submit it when it is ready for the editors.`,
  submitHelp:
    'Its editors review it; once they approve it, the story moves to the publication. You hear from them at each step.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Settings saved',
  loading: 'Loading story settings…',
  loadFailed: 'The story settings could not be loaded. Please try again.',
  signInPrompt: 'Sign in to change the settings of your story.',
  signIn: 'Sign in',
} as const;

export const LICENSE_OPTIONS: ReadonlyArray<{ value: License; label: string }> = [
  { value: 'ALL_RIGHTS_RESERVED', label: 'All rights reserved' },
  { value: 'CC_40_BY', label: 'Creative Commons Attribution (CC BY 4.0)' },
  { value: 'CC_40_BY_SA', label: 'Creative Commons Attribution-ShareAlike (CC BY-SA 4.0)' },
  { value: 'CC_40_BY_ND', label: 'Creative Commons Attribution-NoDerivs (CC BY-ND 4.0)' },
  { value: 'CC_40_BY_NC', label: 'Creative Commons Attribution-NonCommercial (CC BY-NC 4.0)' },
  {
    value: 'CC_40_BY_NC_SA',
    label: 'Creative Commons Attribution-NonCommercial-ShareAlike (CC BY-NC-SA 4.0)',
  },
  {
    value: 'CC_40_BY_NC_ND',
    label: 'Creative Commons Attribution-NonCommercial-NoDerivs (CC BY-NC-ND 4.0)',
  },
  { value: 'CC_40_ZERO', label: 'Creative Commons Zero, no rights reserved (CC0)' },
  { value: 'PUBLIC_DOMAIN', label: 'Public domain' },
];
