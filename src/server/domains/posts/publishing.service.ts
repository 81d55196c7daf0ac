import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PostContent } from '@shared/content/paragraph-model';
import type { Database } from '@server/db/client';
import { announceContentChange } from '@server/lib/content-changes';
import { collections, posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { liveContentColumns } from './drafts.service';
import {
  firstImageId,
  parseInput,
  postSettingsSchema,
  publishInputSchema,
  settingsToColumns,
  withoutNulls,
} from './post-settings';
import type { ParsedSettings } from './post-settings';
import { requireEditablePost, requireOwnPost } from './posts.policy';
import { POST_TEXTS } from './posts.texts';
import { replacePostTags } from './tags.service';
import { refuseMemberOnlyChange } from '../access';
import { recordResponsePublicationChange, requireRespondableParent } from '../conversation';
import { notifyApproved, notifyPostWritten, notifyPublishedInPublication } from '../notifications';
import { approvalOnPublish } from './publication-approval';
import type { Approval } from './publication-approval';

type Owned = { db: Database; viewer: UserRow; postId: string };
/** Whether the operator's can_edit_members_only_posts flag is on for this request (absent: off). */
type MemberOnlySwitch = { memberOnlySwitch?: boolean };

const isEmptyStory = (title: string, content: PostContent) =>
  title.trim() === '' && content.paragraphs.every((paragraph) => paragraph.text.trim() === '');

/** Pending edits made live: the live columns take the edited title, subtitle and content. */
function pendingEditsColumns(post: PostRow): Partial<PostRow> {
  if (!post.draftContent) return {};
  return {
    ...liveContentColumns({
      title: post.draftTitle ?? '',
      subtitle: post.draftSubtitle ?? '',
      content: post.draftContent,
    }),
    draftTitle: null,
    draftSubtitle: null,
    draftContent: null,
  };
}

/** Writes columns and tags in one transaction; the update is limited to the live post. */
async function writePost(
  db: Database,
  post: PostRow,
  columns: PgUpdateSetSource<typeof posts>,
  tags: ParsedSettings['tags'],
  publisherId: string | null = null,
  approval: Approval | null = null,
): Promise<PostRow> {
  const written = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(posts)
      .set({ ...columns, ...approval?.columns, updatedAt: new Date() })
      .where(and(eq(posts.id, post.id), isNull(posts.deletedAt)))
      .returning();
    if (!row) throw new NotFoundError(POST_TEXTS.notFound);
    if (tags) await replacePostTags({ tx, postId: post.id, tags });
    await recordResponsePublicationChange(
      tx,
      row,
      post.status === 'PUBLISHED',
      row.status === 'PUBLISHED',
    );
    await notifyPostWritten(tx, post, row);
    if (approval && publisherId && publisherId !== row.creatorId)
      await notifyApproved(tx, approval.collection, row, publisherId);
    if (publisherId) await notifyPublicationOfPublishing(tx, post, row, publisherId);
    return row;
  });
  announcePostChange(written, post.status !== written.status || approval !== null);
  return written;
}

/** A story of a publication went live: its writer or its editors hear who published it. */
async function notifyPublicationOfPublishing(
  tx: Database,
  before: PostRow,
  after: PostRow,
  publisherId: string,
): Promise<void> {
  if (before.status === 'PUBLISHED' || after.status !== 'PUBLISHED' || !after.collectionId) return;
  const [collection] = await tx
    .select()
    .from(collections)
    .where(eq(collections.id, after.collectionId))
    .limit(1);
  if (collection) await notifyPublishedInPublication(tx, collection, after, publisherId);
}

/** Pages showing the story, its author or publication go; lists too when it came or went. */
function announcePostChange(post: PostRow, changesLists: boolean): void {
  announceContentChange({
    ids: [post.id, post.creatorId, post.collectionId].filter((id) => id !== null),
    lists: changesLists,
  });
}

/**
 * Publishes a draft now, or schedules it when publishAt is in the future. On a
 * story that is already published it makes the pending edits live and applies
 * the settings given.
 */
export async function publishPost(
  options: Owned & MemberOnlySwitch & { input: unknown; now?: Date },
) {
  const post = await requireEditablePost(options);
  const { publishAt, ...values } = parseInput(
    publishInputSchema,
    withoutNulls(options.input as object),
  );
  refuseMemberOnlyChange({
    from: post.visibility,
    to: values.visibility,
    isSwitchOn: options.memberOnlySwitch ?? false,
  });
  const settings = settingsToColumns(values, post);
  const now = options.now ?? new Date();
  const approval = await approvalOnPublish(options.db, post, options.viewer);
  if (post.status === 'PUBLISHED')
    return writePost(
      options.db,
      post,
      { ...pendingEditsColumns(post), ...settings.columns },
      settings.tags,
      approval ? options.viewer.id : null,
      approval,
    );
  if (isEmptyStory(post.title, post.content)) throw new BadRequestError(POST_TEXTS.emptyStory);
  if (post.inResponseToPostId)
    await requireRespondableParent(options.db, options.viewer, post.inResponseToPostId);
  const previewImageId =
    settings.columns.previewImageId ?? post.previewImageId ?? firstImageId(post.content);
  const timing =
    publishAt && publishAt > now
      ? { status: 'SCHEDULED' as const, scheduledAt: publishAt }
      : {
          status: 'PUBLISHED' as const,
          scheduledAt: null,
          firstPublishedAt: post.firstPublishedAt ?? now,
          latestPublishedAt: now,
        };
  return writePost(
    options.db,
    post,
    { ...settings.columns, previewImageId, ...timing },
    settings.tags,
    options.viewer.id,
    approval,
  );
}

export async function publishEdits(options: Owned) {
  const post = await requireEditablePost(options);
  if (post.status !== 'PUBLISHED' || !post.draftContent)
    throw new BadRequestError(POST_TEXTS.noPendingEdits);
  return writePost(options.db, post, pendingEditsColumns(post), null);
}

/** Throws away the pending edits; the version moves on so open editors reload. */
export async function discardPendingEdits(options: Owned) {
  const post = await requireEditablePost(options);
  if (!post.draftContent) return post;
  return writePost(
    options.db,
    post,
    {
      draftTitle: null,
      draftSubtitle: null,
      draftContent: null,
      version: sql`${posts.version} + 1`,
    },
    null,
  );
}

/** Back to draft; pending edits become the draft, so no writing is lost. */
export async function unpublishPost(options: Owned) {
  const post = await requireOwnPost(options);
  if (post.status === 'DRAFT') return post;
  const merged = pendingEditsColumns(post);
  return writePost(
    options.db,
    post,
    {
      ...merged,
      status: 'DRAFT',
      scheduledAt: null,
      ...(post.draftContent ? { version: sql`${posts.version} + 1` } : {}),
    },
    null,
  );
}

/** Soft delete: the row stays so that old links answer RemovedByUser rather than NotFound. */
export async function deletePost(options: Owned): Promise<boolean> {
  const post = await requireOwnPost(options);
  const now = new Date();
  await inTransaction(options.db, async (tx) => {
    const [deleted] = await tx
      .update(posts)
      .set({ deletedAt: now, updatedAt: now, scheduledAt: null })
      .where(and(eq(posts.id, post.id), isNull(posts.deletedAt)))
      .returning({ id: posts.id });
    if (deleted) {
      await recordResponsePublicationChange(tx, post, post.status === 'PUBLISHED', false);
    }
  });
  announcePostChange(post, true);
  return true;
}

export async function updatePostSettings(options: Owned & MemberOnlySwitch & { input: unknown }) {
  const post = await requireEditablePost(options);
  const values = parseInput(postSettingsSchema, withoutNulls(options.input as object));
  refuseMemberOnlyChange({
    from: post.visibility,
    to: values.visibility,
    isSwitchOn: options.memberOnlySwitch ?? false,
  });
  const settings = settingsToColumns(values, post);
  return writePost(options.db, post, settings.columns, settings.tags);
}
