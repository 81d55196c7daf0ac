import { z } from 'zod';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError, ForbiddenError } from '@server/lib/app-errors';
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

/** Nobody follows, blocks, mutes or reports themself. */
export function refuseSelf(viewer: UserRow, targetId: string, message: string): void {
  if (viewer.id === targetId) throw new BadRequestError(message);
}

/** blockUser and reportAndMaybeBlockUser name the acting user; it must be the viewer. */
export function requireOwnId(viewer: UserRow, userId: string): void {
  if (userId !== viewer.id) throw new ForbiddenError(SOCIAL_TEXTS.notYourself);
}
