import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections, posts } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionInvitations, collectionMembers } from '@server/db/schema/publications';
import type { CollectionInvitationRow } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { afterCursor, cursorText, keysetList, newestFirst } from '@server/lib/keyset';
import { requireViewer } from '../access';

/** Keyset-paged lists of the publications' write side (lib/keyset). */
interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/**
 * The submissions queue (/{collectionSlug}/stories/submissions): stories
 * waiting for review, newest edit first. The caller shows it to the
 * publication's editors only (the access room's seeSubmissions).
 */
export function listSubmissions(options: {
  db: Database;
  collection: Pick<CollectionRow, 'id'>;
  page: PageArgs;
}) {
  return keysetList(
    options.page,
    (cursor, limit) =>
      options.db
        .select({ post: posts, at: cursorText(posts.updatedAt) })
        .from(posts)
        .where(
          and(
            eq(posts.pendingCollectionId, options.collection.id),
            eq(posts.statusForCollection, 'PENDING'),
            isNull(posts.deletedAt),
            afterCursor(posts.updatedAt, posts.id, cursor),
          ),
        )
        // The order of posts_pending_collection_queue_idx.
        .orderBy(...newestFirst(posts.updatedAt, posts.id))
        .limit(limit),
    (row) => row.post,
  );
}

/** The publications the viewer created, edits or writes for, newest first (/me/publications). */
export function listViewerPublications(options: {
  db: Database;
  viewer: UserRow | null;
  page: PageArgs;
}) {
  const viewer = requireViewer(options.viewer);
  const memberOf = options.db
    .select({ id: collectionMembers.collectionId })
    .from(collectionMembers)
    .where(eq(collectionMembers.userId, viewer.id));
  return keysetList(
    options.page,
    (cursor, limit) =>
      options.db
        .select({ collection: collections, at: cursorText(collections.createdAt) })
        .from(collections)
        .where(
          and(
            or(eq(collections.creatorId, viewer.id), inArray(collections.id, memberOf)),
            isNull(collections.deletedAt),
            afterCursor(collections.createdAt, collections.id, cursor),
          ),
        )
        .orderBy(...newestFirst(collections.createdAt, collections.id))
        .limit(limit),
    (row) => row.collection,
  );
}

/** Invitations waiting for the viewer's answer: sent to their account or their e-mail address. */
export async function listViewerInvitations(
  db: Database,
  viewer: UserRow | null,
): Promise<CollectionInvitationRow[]> {
  const me = requireViewer(viewer);
  const toMe = me.email
    ? or(
        eq(collectionInvitations.inviteeId, me.id),
        sql`lower(${collectionInvitations.email}) = ${me.email.toLowerCase()}`,
      )
    : eq(collectionInvitations.inviteeId, me.id);
  return db
    .select()
    .from(collectionInvitations)
    .where(and(toMe, eq(collectionInvitations.state, 'PENDING')))
    .orderBy(sql`${collectionInvitations.createdAt} desc`)
    .limit(50);
}
