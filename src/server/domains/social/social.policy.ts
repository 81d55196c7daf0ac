import { z } from 'zod';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError, ForbiddenError } from '@server/graphql/errors';
import { SOCIAL_TEXTS } from './social.texts';

/** Ids as the API hands them out; anything else cannot name a row. */
export const entityIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-z_]{1,64}$/i);

export const reportNoteSchema = z
  .string()
  .trim()
  .max(1000, SOCIAL_TEXTS.noteTooLong)
  .nullish()
  .transform((note) => (note ? note : null));

/** Parses with zod and answers BAD_REQUEST with the first issue's message. */
export function parseOrBadRequest<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Bad request.');
  return parsed.data;
}

/** Nobody follows, blocks, mutes or reports themself. */
export function refuseSelf(viewer: UserRow, targetId: string, message: string): void {
  if (viewer.id === targetId) throw new BadRequestError(message);
}

/** blockUser and reportAndMaybeBlockUser name the acting user; it must be the viewer. */
export function requireOwnId(viewer: UserRow, userId: string): void {
  if (userId !== viewer.id) throw new ForbiddenError(SOCIAL_TEXTS.notYourself);
}
