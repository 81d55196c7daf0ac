import { z } from 'zod';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError } from '@server/graphql/errors';
import { MODERATION_TEXTS } from './moderation.texts';
import { requireAuthorized } from '../access';

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
/** Parses with zod and answers BAD_REQUEST with the first issue's message. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Bad request.');
  return parsed.data;
}

/**
 * The one check every writing mutation makes (drafts, saving, publishing,
 * responses, notes): a suspended account reads but does not write.
 */
export function requireActiveWriter(viewer: UserRow): UserRow {
  requireAuthorized(viewer, 'write');
  return viewer;
}
