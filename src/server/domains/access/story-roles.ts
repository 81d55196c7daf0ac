import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import type { PublicationRole } from '@shared/content/publication-roles';
import { isPublicationStaff } from './publication-roles';

/** Who stands on a story's side: its author, and the creator and editors of its publication. */

export const isAuthor = (post: PostRow, viewer: UserRow | null): boolean =>
  viewer !== null && viewer.id === post.creatorId;

/** Answers the viewer's member role in a publication (the request's loader, or one query). */
export type MemberRoleLookup = (collectionId: string) => Promise<PublicationRole | null>;

/** The viewer's role in a publication: creator by the row, else editor or writer by membership. */
export async function viewerRoleIn(
  collection: CollectionRow | null | undefined,
  viewer: Pick<UserRow, 'id'> | null,
  memberRole: MemberRoleLookup,
): Promise<PublicationRole | null> {
  if (!viewer || !collection || collection.deletedAt) return null;
  if (collection.creatorId === viewer.id) return 'CREATOR';
  return memberRole(collection.id);
}

/** The publication's creator or one of its editors (the spec's viewerIsEditor). */
export const isCollectionEditor = async (
  collection: CollectionRow | null | undefined,
  viewer: UserRow | null,
  memberRole: MemberRoleLookup,
): Promise<boolean> => isPublicationStaff(await viewerRoleIn(collection, viewer, memberRole));

/**
 * A private note is a conversation between its writer and the story's side
 * (its author or an editor of its publication); to anyone else it does not exist.
 */
export const canReadNote = async (
  note: { authorId: string },
  post: PostRow,
  collection: CollectionRow | null,
  viewer: UserRow | null,
  memberRole: MemberRoleLookup,
): Promise<boolean> =>
  viewer !== null &&
  (note.authorId === viewer.id ||
    isAuthor(post, viewer) ||
    (await isCollectionEditor(collection, viewer, memberRole)));

/**
 * A story's stats (views, reads, referrers, reading time) are its side's
 * business: its author and its publication's creator and editors see them.
 */
export const canSeeStoryStats = async (
  post: PostRow,
  collection: CollectionRow | null,
  viewer: UserRow | null,
  memberRole: MemberRoleLookup,
): Promise<boolean> =>
  isAuthor(post, viewer) || (await isCollectionEditor(collection, viewer, memberRole));
