/** What the newsletter pages and their refusals say. */
export const NEWSLETTER_TEXTS = {
  nameRequired: 'Give the newsletter a name.',
  nameTooLong: 'A newsletter name has at most 60 characters.',
  descriptionTooLong: 'A newsletter description has at most 280 characters.',
  alreadyExists: 'This publication already has a newsletter.',
  notFound: 'Newsletter not found.',
  storyNotInPublication:
    'Only a published story of this publication can be sent to its newsletter.',
  alreadySent: 'This story has already been sent to the newsletter.',
} as const;

export const NEWSLETTER_LIMITS = { nameLength: 60, descriptionLength: 280 } as const;
