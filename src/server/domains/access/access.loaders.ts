import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery, slot } from '@server/db/prepared-query';
import { hiddenResponses } from '@server/db/schema/conversation';
import { posts } from '@server/db/schema/posts';
import { collectionMembers } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { byKey, perViewer } from '@server/lib/loaders';
import type { MemberRole } from '@shared/content/publication-roles';

const viewerRoles = preparedQuery((db) =>
  db
    .select({ collectionId: collectionMembers.collectionId, role: collectionMembers.role })
    .from(collectionMembers)
    .where(
      and(eq(collectionMembers.userId, slot('viewerId')), isAnyOf(collectionMembers.collectionId)),
    ),
);
const hidersOf = preparedQuery((db) =>
  db
    .select({ responseId: hiddenResponses.responsePostId, parentAuthorId: posts.creatorId })
    .from(hiddenResponses)
    .innerJoin(posts, eq(posts.id, hiddenResponses.parentPostId))
    .where(isAnyOf(hiddenResponses.responsePostId)),
);

/** Per-request loaders of the facts the access room decides on. */
export function createAccessLoaders(db: Database, viewer: UserRow | null) {
  return {
    /** The viewer's editor or writer role in each publication (the creator is the row's own column). */
    viewerMemberRole: perViewer<MemberRole | null>(viewer?.id, null, async (viewerId, ids) => {
      const rows = await viewerRoles(db).execute({ viewerId, ids });
      return new Map(rows.map((row) => [row.collectionId, row.role]));
    }),
    /** For a response its parent's author hid: that author's id; null otherwise. */
    hiddenByParentAuthor: byKey<string | null>(async (responseIds) => {
      const rows = await hidersOf(db).execute({ ids: responseIds });
      return new Map(rows.map((row) => [row.responseId, row.parentAuthorId]));
    }, null),
  };
}
