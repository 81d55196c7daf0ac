import { ACCESS_TEXTS } from '@shared/access/access-texts';
/** Messages of the moderation API. */
export const MODERATION_TEXTS = {
  reportNotFound: 'Report not found.',
  userNotFound: 'User not found.',
  postNotFound: 'Post not found.',
  invalidId: 'That is not a valid id.',
  reportAlreadyReviewed: 'This report was already reviewed.',
  reportNotAboutAuthor: 'That story is not by the reported user.',
  suspendSelf: 'You cannot suspend your own account.',
  /** Refusal for a suspended account that tries to write (draft, save, publish, respond, note). */
  accountSuspended: ACCESS_TEXTS.viewerSuspended,
} as const;
