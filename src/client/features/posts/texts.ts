/** Spec texts for the story page (navigation §2.5, §4; routes §8). */
export const POST_TEXTS = {
  editStory: 'Edit story',
  storySettings: 'Story settings',
  viewStats: 'View stats',
  shareFriendLink: 'Share Friend Link',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed:
    'The link could not be copied. It is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  friendLinkTitle: 'Friend Link',
  friendLinkHint: 'Anyone with this link can read the story.',
  writerControls: 'Story options',
  draft: 'Draft',
  draftIn: (publication: string) => `Draft in ${publication}`,
  draftSubmittedTo: (publication: string) => `Draft submitted to ${publication}`,
  submittedDraft: 'Submitted draft',
  unsubmittedDraft: 'Unsubmitted draft',
  submittedTo: (publication: string) => `Submitted to ${publication}`,
  submittedStory: 'Submitted story',
  postSuspended: 'This story is under investigation or was found in violation of the rules.',
  limitedContent: 'The following content is under review as a potential violation of our rules.',
  readingTime: (minutes: number) => `${minutes} min read`,
} as const;

/** Spec §9: the copy-link confirmation lasts 2000 ms. */
export const COPIED_CONFIRMATION_MS = 2000;
