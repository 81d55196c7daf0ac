import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { mayInPublication, publicationRoleOf } from '../access';

export interface Approval {
  collection: CollectionRow;
  columns: Pick<PostRow, 'collectionId' | 'pendingCollectionId' | 'statusForCollection'>;
}

/**
 * Publishing by the publication's staff is their approval: a submission they
 * publish (or schedule) joins the publication, as does their own story begun
 * for it (NOT_YET_SUBMITTED). A writer's own publishing approves nothing.
 */
export async function approvalOnPublish(
  db: Database,
  post: PostRow,
  viewer: UserRow,
): Promise<Approval | null> {
  if (!post.pendingCollectionId) return null;
  const waits =
    post.statusForCollection === 'PENDING' ||
    (post.statusForCollection === 'NOT_YET_SUBMITTED' && post.creatorId === viewer.id);
  if (!waits) return null;
  const [collection] = await db
    .select()
    .from(collections)
    .where(eq(collections.id, post.pendingCollectionId))
    .limit(1);
  const role = await publicationRoleOf(db, collection, viewer);
  if (!collection || !mayInPublication(role, 'approve')) return null;
  return {
    collection,
    columns: {
      collectionId: collection.id,
      pendingCollectionId: null,
      statusForCollection: 'APPROVED',
    },
  };
}
