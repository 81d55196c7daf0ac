import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { announceContentChange } from '@server/lib/content-changes';
import { NotFoundError } from '@server/lib/app-errors';
import type {
  HeaderScale,
  NameTreatment,
  TaglineTreatment,
} from '@shared/content/publication-design';
import { PUBLICATION_ACCESS_TEXTS, requirePublicationRole } from '../access';
import { findPublication } from './publications.service';

export interface HomeSettings {
  headerScale?: HeaderScale | null;
  nameTreatment?: NameTreatment | null;
  taglineTreatment?: TaglineTreatment | null;
}

/**
 * How the home's header looks (scale, name as logo or text, where the tagline
 * sits): its creator and editors change it; a setting left out stays as it is.
 */
export async function updateHomeSettings(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  settings: HomeSettings;
}): Promise<CollectionRow> {
  const collection = await findPublication(options.db, options.collectionId);
  await requirePublicationRole(options.db, collection, options.viewer, 'editSettings');
  const { headerScale, nameTreatment, taglineTreatment } = options.settings;
  const [updated] = await options.db
    .update(collections)
    .set({
      ...(headerScale ? { headerScale } : {}),
      ...(nameTreatment ? { nameTreatment } : {}),
      ...(taglineTreatment ? { taglineTreatment } : {}),
      updatedAt: new Date(),
    })
    .where(eq(collections.id, options.collectionId))
    .returning();
  if (!updated) throw new NotFoundError(PUBLICATION_ACCESS_TEXTS.notFound);
  announceContentChange({ ids: [updated.id] });
  return updated;
}
