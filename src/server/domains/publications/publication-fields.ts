import { z } from 'zod';
import { displayedName } from '@server/lib/displayed-name';
import { PUBLICATION_TEXTS } from './publications.texts';

/**
 * The fields a publication's creation and its settings share, so both refuse
 * the same things with the same messages.
 */
export const publicationFields = {
  name: displayedName({
    limit: 100,
    required: PUBLICATION_TEXTS.nameRequired,
    tooLong: PUBLICATION_TEXTS.nameTooLong,
  }),
  tagline: z.string().trim().max(160, PUBLICATION_TEXTS.taglineTooLong).default(''),
  avatarImageId: z.string().max(64).nullish(),
  faviconImageId: z.string().max(64).nullish(),
};

/** The first refusal's message, as the client shows it. */
export const firstIssue = (error: z.ZodError): string => error.issues[0]?.message ?? '';
