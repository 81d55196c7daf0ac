/** What feature pages, the Aurora settings and Send feedback say when they refuse something. */
export const PUBLICATION_MENU_TEXTS = {
  featurePageTitleRequired: 'Give the feature page a title.',
  featurePageTitleTooLong: 'Feature page titles may be at most 60 characters.',
  featurePageSlug:
    'Feature page URLs are 1 to 50 lowercase letters, numbers and hyphens, not starting or ending with a hyphen.',
  featurePageSlugTaken: 'This publication already has a feature page at that URL.',
  featurePageTooManyStories: 'A feature page holds at most 25 stories.',
  featurePageDuplicateStory: 'Each story can appear only once on a feature page.',
  featurePageForeignStory: 'A feature page can only show stories of this publication.',
  featurePageNotFound: 'Feature page not found.',
  featurePagesAurora:
    'Feature pages belong to the classic publication pages. Turn the Aurora pages off to use them.',
  feedbackRequired: 'Write your feedback first.',
  feedbackTooLong: 'Feedback may be at most 2,000 characters.',
  feedbackNotOffered: 'Feedback is open to publications trying the Aurora pages.',
  feedbackTooOften: 'You have sent a lot of feedback in the last hour. Please try again later.',
  auroraVisibleNeedsEligible:
    'A publication must be Aurora-eligible before readers can see the Aurora pages.',
} as const;
