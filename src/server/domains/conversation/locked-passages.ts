import { eq } from 'drizzle-orm';
import { lockedPreview } from '@shared/content/locked-preview';
import type { PostContent } from '@shared/content/paragraph-model';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { isCollectionEditor, memberRoleFromDb } from '../access';
import type { MemberRoleLookup } from '../access';

/**
 * A member-only story's paragraphs past its opening are for members, its
 * author and its publication's editors. Highlights and notes carry paragraph
 * text, so they may only name, and only show, the paragraphs the viewer could
 * read on the page; anything else is answered as an unknown paragraph.
 */
type LockablePost = Pick<PostRow, 'visibility' | 'creatorId' | 'collectionId'>;

const readsInFullWithoutLookup = (post: LockablePost, viewer: UserRow | null): boolean =>
  post.visibility !== 'LOCKED' || viewer?.id === post.creatorId || Boolean(viewer?.memberAt);

/** How the publication and the viewer's role in it are read: the request's loaders or the database. */
export interface EditorLookups {
  collection: (id: string) => Promise<CollectionRow | null | undefined>;
  memberRole: MemberRoleLookup;
}

/** The content as this viewer may see it: whole, or cut to the member-only opening. */
export async function readableContent(
  post: LockablePost & { content: PostContent },
  viewer: UserRow | null,
  lookups: EditorLookups,
): Promise<PostContent> {
  if (readsInFullWithoutLookup(post, viewer)) return post.content;
  const collection =
    viewer && post.collectionId ? await lookups.collection(post.collectionId) : null;
  if (await isCollectionEditor(collection, viewer, lookups.memberRole)) return post.content;
  return { ...post.content, paragraphs: lockedPreview(post.content.paragraphs) };
}

/** readableContent for a single write, reading the publication straight from the database. */
export const contentForViewer = (
  db: Database,
  post: LockablePost & { content: PostContent },
  viewer: UserRow | null,
): Promise<PostContent> =>
  readableContent(post, viewer, {
    collection: async (id) => {
      const [collection] = await db
        .select()
        .from(collections)
        .where(eq(collections.id, id))
        .limit(1);
      return collection;
    },
    memberRole: memberRoleFromDb(db, viewer),
  });
