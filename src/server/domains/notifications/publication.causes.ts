import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import { collectionMembers } from '@server/db/schema/publications';
import { notify } from './notify.service';

/**
 * What a publication's work tells its people, each in the transaction of the
 * action: submissions reach its creator and editors, reviews reach the writer.
 */

/** The publication's creator and editors: the people who review its stories. */
async function editorsOf(tx: Database, collection: CollectionRow): Promise<string[]> {
  const rows = await tx
    .select({ userId: collectionMembers.userId })
    .from(collectionMembers)
    .where(
      and(eq(collectionMembers.collectionId, collection.id), eq(collectionMembers.role, 'EDITOR')),
    );
  return [collection.creatorId, ...rows.map((row) => row.userId)];
}

const storyKey = (collection: CollectionRow, post: PostRow) => `${collection.id}:${post.id}`;

/** A writer submitted a story (collection_post_submitted) or a draft (collection_draft_submitted). */
export async function notifySubmitted(tx: Database, collection: CollectionRow, post: PostRow) {
  await notify(tx, {
    type: post.status === 'PUBLISHED' ? 'collection_post_submitted' : 'collection_draft_submitted',
    actorId: post.creatorId,
    recipients: await editorsOf(tx, collection),
    subject: { postId: post.id, collectionId: collection.id },
    subjectKey: storyKey(collection, post),
  });
}

/** An editor approved the writer's story for the publication (collection_post_approved). */
export async function notifyApproved(
  tx: Database,
  collection: CollectionRow,
  post: PostRow,
  editorId: string,
) {
  await notify(tx, {
    type: 'collection_post_approved',
    actorId: editorId,
    recipients: [post.creatorId],
    subject: { postId: post.id, collectionId: collection.id },
    subjectKey: storyKey(collection, post),
  });
}

/**
 * A story of the publication went live. Published by an editor, its writer
 * hears of it (collection_post_published); published by its writer, the
 * publication's creator and editors who worked on it do (post_collaborated_published).
 */
export async function notifyPublishedInPublication(
  tx: Database,
  collection: CollectionRow,
  post: PostRow,
  publisherId: string,
) {
  const byWriter = publisherId === post.creatorId;
  await notify(tx, {
    type: byWriter ? 'post_collaborated_published' : 'collection_post_published',
    actorId: publisherId,
    recipients: byWriter ? await editorsOf(tx, collection) : [post.creatorId],
    subject: { postId: post.id, collectionId: collection.id },
    subjectKey: storyKey(collection, post),
  });
}

/** Someone accepted an invitation to edit: they hear who made them an editor (collection_editor_added). */
export async function notifyEditorAdded(
  tx: Database,
  options: { collection: CollectionRow; editorId: string; by: string },
) {
  await notify(tx, {
    type: 'collection_editor_added',
    actorId: options.by,
    recipients: [options.editorId],
    subject: { collectionId: options.collection.id },
    subjectKey: `${options.collection.id}:${options.editorId}`,
  });
}
