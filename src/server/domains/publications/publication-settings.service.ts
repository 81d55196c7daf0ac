import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { announceContentChange } from '@server/lib/content-changes';
import { PUBLICATION_ACCESS_TEXTS, requirePublicationRole } from '../access';
import { firstIssue, publicationFields } from './publication-fields';
import { findPublication } from './publications.service';

/** The slug is not here: changing it would move every address of the publication. */
const publicationSettingsInput = z.object(publicationFields);

export type PublicationSettings = z.input<typeof publicationSettingsInput>;

/**
 * updatePublication: its creator and editors change the name, tagline, avatar
 * and favicon. The publication's pages show these, so their kept copies go.
 */
export async function updatePublication(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  input: PublicationSettings;
}): Promise<CollectionRow> {
  const collection = await findPublication(options.db, options.collectionId);
  await requirePublicationRole(options.db, collection, options.viewer, 'editSettings');
  const parsed = publicationSettingsInput.safeParse(options.input);
  if (!parsed.success) throw new BadRequestError(firstIssue(parsed.error));
  const input = parsed.data;
  const updated = await inTransaction(options.db, async (tx) => {
    const [row] = await tx
      .update(collections)
      .set({
        name: input.name,
        description: input.tagline,
        avatarImageId: input.avatarImageId ?? null,
        faviconImageId: input.faviconImageId ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(collections.id, options.collectionId), isNull(collections.deletedAt)))
      .returning();
    if (!row) throw new NotFoundError(PUBLICATION_ACCESS_TEXTS.notFound);
    return row;
  });
  announceContentChange({ ids: [updated.id] });
  return updated;
}
