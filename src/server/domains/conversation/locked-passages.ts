import { eq } from 'drizzle-orm';
import { lockedPreview } from '@shared/content/locked-preview';
import type { PostContent } from '@shared/content/paragraph-model';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { isCollectionEditor } from '../access';

/**
 * A member-only story's paragraphs past its opening are for members, its
 * author and its publication's editors. Highlights and notes carry paragraph
 * text, so they may only name, and only show, the paragraphs the viewer could
 * read on the page; anything else is answered as an unknown paragraph.
 */
type LockablePost = Pick<PostRow, 'visibility' | 'creatorId' | 'collectionId'>;

const readsInFullWithoutLookup = (post: LockablePost, viewer: UserRow | null): boolean =>
  post.visibility !== 'LOCKED' || viewer?.id === post.creatorId || Boolean(viewer?.memberAt);

type CollectionLookup = (id: string) => Promise<CollectionRow | null | undefined>;

/** The content as this viewer may see it: whole, or cut to the member-only opening. */
export async function readableContent(
  post: LockablePost & { content: PostContent },
  viewer: UserRow | null,
  loadCollection: CollectionLookup,
): Promise<PostContent> {
  if (readsInFullWithoutLookup(post, viewer)) return post.content;
  const collection = viewer && post.collectionId ? await loadCollection(post.collectionId) : null;
  if (isCollectionEditor(collection ?? null, viewer)) return post.content;
  return { ...post.content, paragraphs: lockedPreview(post.content.paragraphs) };
}

/** readableContent for a single write, reading the publication straight from the database. */
export const contentForViewer = (
  db: Database,
  post: LockablePost & { content: PostContent },
  viewer: UserRow | null,
): Promise<PostContent> =>
  readableContent(post, viewer, async (id) => {
    const [collection] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
    return collection;
  });
