import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';

/** Who stands on a story's side: its author, and the editor of its publication. */

export const isAuthor = (post: PostRow, viewer: UserRow | null): boolean =>
  viewer !== null && viewer.id === post.creatorId;

/** The editor of a publication is its creator (publications have no editor list yet). */
export const isCollectionEditor = (
  collection: CollectionRow | null,
  viewer: UserRow | null,
): boolean => viewer !== null && collection !== null && collection.creatorId === viewer.id;

/**
 * A private note is a conversation between its writer and the story's side
 * (its author or an editor of its publication); to anyone else it does not exist.
 */
export const canReadNote = (
  note: { authorId: string },
  post: PostRow,
  collection: CollectionRow | null,
  viewer: UserRow | null,
): boolean =>
  viewer !== null &&
  (note.authorId === viewer.id || isAuthor(post, viewer) || isCollectionEditor(collection, viewer));
