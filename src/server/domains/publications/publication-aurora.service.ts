import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { announceContentChange } from '@server/lib/content-changes';
import type { AuroraSettings } from '@shared/content/publication-aurora';
import { PUBLICATION_ACCESS_TEXTS, requirePublicationRole } from '../access';
import { PUBLICATION_MENU_TEXTS as TEXTS } from './publication-menu.texts';
import { findPublication } from './publications.service';

/**
 * setPublicationAurora: the creator chooses whether the publication may use
 * the Aurora pages and whether its readers see them. Its pages change, so
 * their kept copies go.
 */
export async function setPublicationAurora(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  settings: AuroraSettings;
}): Promise<CollectionRow> {
  const collection = await findPublication(options.db, options.collectionId);
  await requirePublicationRole(options.db, collection, options.viewer, 'editAurora');
  const { isAuroraEligible, isAuroraVisible } = options.settings;
  if (isAuroraVisible && !isAuroraEligible)
    throw new BadRequestError(TEXTS.auroraVisibleNeedsEligible);
  const [updated] = await options.db
    .update(collections)
    .set({ isAuroraEligible, isAuroraVisible, updatedAt: new Date() })
    .where(and(eq(collections.id, options.collectionId), isNull(collections.deletedAt)))
    .returning();
  if (!updated) throw new NotFoundError(PUBLICATION_ACCESS_TEXTS.notFound);
  announceContentChange({ ids: [updated.id] });
  return updated;
}
