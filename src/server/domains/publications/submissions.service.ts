import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import { collectionPins } from '@server/db/schema/publications';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { announceContentChange } from '@server/lib/content-changes';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { isValidPostId } from '@server/lib/ids';
import { mayInPublication, requirePublicationRole } from '../access';
import { notifyApproved, notifyPublishedInPublication, notifySubmitted } from '../notifications';
import { findPublication } from './publications.service';
import { PUBLICATION_TEXTS } from './publications.texts';

/**
 * A story's way into a publication: its writer submits it (PENDING, with
 * pending_collection_id), an editor approves it (APPROVED: it belongs to the
 * publication and its address moves under the publication's slug) or removes
 * it (it falls back to its author).
 */

const STORY_NOT_FOUND = PUBLICATION_TEXTS.storyNotFound;

async function findLivePost(db: Database, postId: string): Promise<PostRow> {
  const [post] = isValidPostId(postId)
    ? await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, postId.toLowerCase()), isNull(posts.deletedAt)))
        .limit(1)
    : [];
  if (!post) throw new NotFoundError(STORY_NOT_FOUND);
  return post;
}

async function updateStory(
  tx: Database,
  post: PostRow,
  columns: Partial<Pick<PostRow, 'collectionId' | 'pendingCollectionId' | 'statusForCollection'>>,
): Promise<PostRow> {
  const [row] = await tx
    .update(posts)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(posts.id, post.id))
    .returning();
  if (!row) throw new NotFoundError(STORY_NOT_FOUND);
  return row;
}

/** The pages showing the story, its author and both publications it may have left or joined. */
function announceStoryMoved(post: PostRow, collectionIds: (string | null)[]) {
  const ids = [post.id, post.creatorId, ...collectionIds].filter((id): id is string => !!id);
  announceContentChange({ ids, lists: post.status === 'PUBLISHED' });
}

/**
 * submitStory: the writer's own draft or published story goes to the
 * publication's queue (PENDING). A draft may first be only added
 * (NOT_YET_SUBMITTED: "Unsubmitted draft") and submitted later. The
 * publication's creator and editors review nobody's work but others': their
 * own story joins at once (APPROVED), as approving it would.
 */
export async function submitStory(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  postId: string;
  /** False: add a draft without sending it for review yet. */
  submitNow: boolean;
}): Promise<PostRow> {
  const collection = await findPublication(options.db, options.collectionId);
  const { viewer, role } = await requirePublicationRole(
    options.db,
    collection,
    options.viewer,
    'submit',
  );
  const post = await findLivePost(options.db, options.postId);
  if (post.creatorId !== viewer.id) throw new NotFoundError(STORY_NOT_FOUND);
  if (post.collectionId) throw new BadRequestError(PUBLICATION_TEXTS.alreadyInPublication);
  const pub = collection as CollectionRow;
  const holdBack = !options.submitNow && post.status !== 'PUBLISHED';
  if (!holdBack && mayInPublication(role, 'approve')) return joinAtOnce(options.db, pub, post);
  return inTransaction(options.db, async (tx) => {
    const row = await updateStory(tx, post, {
      pendingCollectionId: pub.id,
      statusForCollection: holdBack ? 'NOT_YET_SUBMITTED' : 'PENDING',
    });
    if (!holdBack) await notifySubmitted(tx, pub, row);
    return row;
  });
}

/** A story of the publication's own staff: in at once, its address under the publication. */
async function joinAtOnce(db: Database, collection: CollectionRow, post: PostRow) {
  const joined = await inTransaction(db, (tx) =>
    updateStory(tx, post, {
      collectionId: collection.id,
      pendingCollectionId: null,
      statusForCollection: 'APPROVED',
    }),
  );
  announceStoryMoved(joined, [collection.id]);
  return joined;
}

/** The submission an editor acts on: a story waiting in this viewer's publication. */
async function requireSubmission(
  options: { db: Database; viewer: UserRow | null; postId: string },
  operation: 'approve' | 'removeSubmission',
) {
  const post = await findLivePost(options.db, options.postId);
  const collectionId = post.pendingCollectionId ?? post.collectionId;
  const collection = collectionId ? await findPublication(options.db, collectionId) : null;
  const allowed = await requirePublicationRole(options.db, collection, options.viewer, operation);
  return { post, ...allowed };
}

/**
 * approveSubmission: the story joins the publication. A published story's
 * canonical address moves to /{collectionSlug}/{slug-id} (its old addresses
 * redirect there) and its writer hears of the approval and of the publication.
 */
export async function approveSubmission(options: {
  db: Database;
  viewer: UserRow | null;
  postId: string;
}): Promise<PostRow> {
  const { post, collection, viewer } = await requireSubmission(options, 'approve');
  if (post.pendingCollectionId !== collection.id || post.statusForCollection !== 'PENDING')
    throw new BadRequestError(PUBLICATION_TEXTS.notSubmitted);
  const approved = await inTransaction(options.db, async (tx) => {
    const row = await updateStory(tx, post, {
      collectionId: collection.id,
      pendingCollectionId: null,
      statusForCollection: 'APPROVED',
    });
    await notifyApproved(tx, collection, row, viewer.id);
    if (row.status === 'PUBLISHED')
      await notifyPublishedInPublication(tx, collection, row, viewer.id);
    return row;
  });
  announceStoryMoved(approved, [collection.id]);
  return approved;
}

/** removeFromPublication: a waiting or approved story falls back to its author. */
export async function removeFromPublication(options: {
  db: Database;
  viewer: UserRow | null;
  postId: string;
}): Promise<PostRow> {
  const { post, collection } = await requireSubmission(options, 'removeSubmission');
  const removed = await inTransaction(options.db, async (tx) => {
    // A story that leaves is no longer pinned there, should it ever come back.
    await tx.delete(collectionPins).where(eq(collectionPins.postId, post.id));
    return updateStory(tx, post, {
      collectionId: null,
      pendingCollectionId: null,
      statusForCollection: null,
    });
  });
  announceStoryMoved(removed, [collection.id]);
  return removed;
}
