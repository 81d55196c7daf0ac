import { and, count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import type { CollectionRow } from '@server/db/schema/posts';
import { publicationFeedback } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError, TooManyRequestsError } from '@server/lib/app-errors';
import { newId } from '@server/lib/ids';
import { FEEDBACK_MAX_LENGTH, mayGiveAuroraFeedback } from '@shared/content/publication-aurora';
import { requirePublicationRole } from '../access';
import { PUBLICATION_MENU_TEXTS as TEXTS } from './publication-menu.texts';
import { findPublication } from './publications.service';

/** How many messages one person may send in an hour, across publications. */
export const FEEDBACK_PER_HOUR = 5;

const feedbackMessage = z
  .string()
  .trim()
  .min(1, TEXTS.feedbackRequired)
  .max(FEEDBACK_MAX_LENGTH, TEXTS.feedbackTooLong);

/**
 * sendPublicationFeedback: an editor of an Aurora publication tells the
 * operator what they think. Stored first (the operator's record), then mailed
 * by the caller when an operator address is configured.
 */
export async function storePublicationFeedback(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  message: string;
  now?: Date;
}): Promise<{ collection: CollectionRow; sender: UserRow; message: string }> {
  const { collection, viewer } = await requirePublicationRole(
    options.db,
    await findPublication(options.db, options.collectionId.slice(0, 64)),
    options.viewer,
    'sendFeedback',
  );
  if (!mayGiveAuroraFeedback(collection)) throw new BadRequestError(TEXTS.feedbackNotOffered);
  const parsed = feedbackMessage.safeParse(options.message);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? '');
  const now = options.now ?? new Date();
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const [recent] = await options.db
    .select({ sent: count() })
    .from(publicationFeedback)
    .where(
      and(eq(publicationFeedback.userId, viewer.id), gt(publicationFeedback.createdAt, hourAgo)),
    );
  if ((recent?.sent ?? 0) >= FEEDBACK_PER_HOUR)
    throw new TooManyRequestsError(TEXTS.feedbackTooOften);
  await options.db.insert(publicationFeedback).values({
    id: newId(),
    collectionId: collection.id,
    userId: viewer.id,
    message: parsed.data,
    createdAt: now,
  });
  return { collection, sender: viewer, message: parsed.data };
}
