/** Reading-list texts. The two toast wordings are the spec's (routes-entities-shell §4.1). */
export const READING_LIST_TEXTS = {
  save: 'Save',
  saved: 'Saved',
  removedFromReadingList: 'Removed from reading list',
  removedFromReadingHistory: 'Removed from your reading history',
  undo: 'Undo',
  bookmarkFailed: 'Your reading list could not be updated. Please try again.',
};
