/** Texts of highlights and the selection menu (the issue names the menu's four actions). */
export const HIGHLIGHT_TEXTS = {
  selectionMenu: 'Selection menu',
  highlightMenu: 'Highlight options',
  highlight: 'Highlight',
  respond: 'Respond',
  privateNote: 'Private note',
  share: 'Share',
  removeHighlight: 'Remove highlight',
  topHighlight: 'Top highlight',
  yourHighlightHint: 'Your highlight. Press Enter for options.',
  linkCopied: 'Link copied',
  linkNotCopied: 'Could not copy the link.',
  highlightFailed: 'Could not save the highlight. Please try again.',
  removeFailed: 'Could not remove the highlight. Please try again.',
} as const;

/** The sign-up dialog's entries (susiEntry) for each logged-out action. */
export const SIGN_UP_ENTRIES = {
  highlight: 'highlight',
  respond: 'respond',
  privateNote: 'private_note',
} as const;
