import { z } from 'zod';
import { MODERATION_TEXTS } from './moderation.texts';

/** Ids as the API hands them out (12 hex characters today; up to 32 for posts). */
const entityId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-z_]{1,64}$/, MODERATION_TEXTS.invalidId);

export const reportActionSchema = z.object({ reportId: entityId });
export const userActionSchema = z.object({ userId: entityId });
export const postActionSchema = z.object({
  postId: entityId,
  reportId: entityId.nullish().transform((id) => id ?? null),
});
