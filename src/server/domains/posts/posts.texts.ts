import { ACCESS_TEXTS } from '@shared/access/access-texts';
/** Messages of the posts API (result types and refusals). */
export const POST_TEXTS = {
  notFound: ACCESS_TEXTS.notFound,
  versionConflict: 'This story was changed in another window.',
  removedByUser: ACCESS_TEXTS.removedByUser,
  postSuspended: ACCESS_TEXTS.postSuspended,
  accountSuspended: ACCESS_TEXTS.accountSuspended,
  tooManyTags: 'A story can have at most 5 tags.',
  tagWithoutLetters: 'Tags need at least one letter or digit.',
  tagTooLong: 'Tags can be at most 25 characters.',
  titleTooLong: 'A title can be at most 200 characters.',
  subtitleTooLong: 'A subtitle can be at most 300 characters.',
  emptyStory: 'Add a title or some text before publishing.',
  noPendingEdits: 'This story has no unpublished changes.',
  unknownPreviewImage: 'previewImageId: No image in this story has that id.',
} as const;
