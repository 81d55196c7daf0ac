/** Messages of the posts API (result types and refusals). */
export const POST_TEXTS = {
  notFound: 'Post not found.',
  versionConflict: 'This story was changed in another window.',
  removedByUser: 'This story was deleted by its author.',
  postSuspended: 'This story is under investigation or was found in violation of the rules.',
  accountSuspended: 'This account is under investigation or was found in violation of the rules.',
  tooManyTags: 'A story can have at most 5 tags.',
  tagWithoutLetters: 'Tags need at least one letter or digit.',
  tagTooLong: 'Tags can be at most 25 characters.',
  emptyStory: 'Add a title or some text before publishing.',
  noPendingEdits: 'This story has no unpublished changes.',
  unknownPreviewImage: 'previewImageId: No image in this story has that id.',
} as const;
