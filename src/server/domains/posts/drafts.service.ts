import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatIssues, storedPostContentSchema } from '@shared/content/content-input';
import { computeReadingTime } from '@shared/content/paragraph-model';
import type { PostContent } from '@shared/content/paragraph-model';
import { MAX_SUBTITLE_LENGTH, MAX_TITLE_LENGTH } from '@shared/content/post-enums';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { newId, newToken } from '@server/lib/ids';
import { BadRequestError } from '@server/lib/app-errors';
import { isValidPostId } from '@server/lib/ids';
import { findEditablePost } from './posts.policy';
import { POST_TEXTS } from './posts.texts';
import { slugify } from './posts.service';

const draftSchema = z.object({
  title: z.string().trim().max(MAX_TITLE_LENGTH, POST_TEXTS.titleTooLong),
  subtitle: z.string().trim().max(MAX_SUBTITLE_LENGTH, POST_TEXTS.subtitleTooLong),
  content: storedPostContentSchema,
});
type DraftValues = z.infer<typeof draftSchema>;

/** The title's and subtitle's messages are whole sentences; the content's name their paragraph. */
const SPOKEN_FIELDS = new Set(['title', 'subtitle']);

/** Parses an editor save; the message names the field and the rule that failed. */
function parseDraft(
  input: unknown,
): { ok: true; value: DraftValues } | { ok: false; message: string } {
  const result = draftSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const [first] = result.error.issues;
  if (first && SPOKEN_FIELDS.has(String(first.path[0])))
    return { ok: false, message: first.message };
  return { ok: false, message: formatIssues(result.error) };
}

/** Live columns derived from content: what readers see, and its reading time. */
export function liveContentColumns(values: {
  title: string;
  subtitle: string;
  content: PostContent;
}) {
  const { minutes, wordCount } = computeReadingTime(values.content);
  return {
    title: values.title,
    subtitle: values.subtitle,
    slug: slugify(values.title),
    content: values.content,
    readingTime: minutes,
    wordCount,
  };
}

export async function createDraft(options: {
  db: Database;
  viewer: UserRow;
  input: unknown;
  inResponseToPostId?: string | null;
  inResponseToQuoteId?: string | null;
}): Promise<PostRow> {
  const parsed = parseDraft(options.input);
  if (!parsed.ok) throw new BadRequestError(parsed.message);
  const respondsTo = options.inResponseToPostId?.toLowerCase() ?? null;
  if (respondsTo !== null && !isValidPostId(respondsTo))
    throw new BadRequestError('inResponseToPostId: Not a story id.');
  const now = new Date();
  const [row] = await options.db
    .insert(posts)
    .values({
      id: newId(),
      creatorId: options.viewer.id,
      ...liveContentColumns(parsed.value),
      status: 'DRAFT',
      shareKey: newToken(8),
      inResponseToPostId: respondsTo,
      inResponseToQuoteId: options.inResponseToQuoteId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('createDraft inserted nothing');
  return row;
}

export type SaveDraftOutcome =
  | { kind: 'saved'; post: PostRow }
  | { kind: 'invalid'; message: string }
  | { kind: 'notFound' }
  | { kind: 'conflict'; currentVersion: number };

/**
 * Autosave. The update is guarded by the version the editor loaded, so a save
 * from a stale window changes nothing and answers a conflict. A published
 * story keeps its live columns; the save goes to its pending edits.
 */
export async function saveDraft(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
  baseVersion: number;
  input: unknown;
}): Promise<SaveDraftOutcome> {
  const parsed = parseDraft(options.input);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
  const post = await findEditablePost(options);
  if (!post) return { kind: 'notFound' };
  if (post.version !== options.baseVersion)
    return { kind: 'conflict', currentVersion: post.version };
  const values =
    post.status === 'PUBLISHED'
      ? {
          draftTitle: parsed.value.title,
          draftSubtitle: parsed.value.subtitle,
          draftContent: parsed.value.content,
        }
      : liveContentColumns(parsed.value);
  const [row] = await options.db
    .update(posts)
    .set({ ...values, version: sql`${posts.version} + 1`, updatedAt: new Date() })
    .where(and(eq(posts.id, post.id), eq(posts.version, options.baseVersion)))
    .returning();
  if (row) return { kind: 'saved', post: row };
  const current = await findEditablePost(options);
  return current ? { kind: 'conflict', currentVersion: current.version } : { kind: 'notFound' };
}

/** What the editor shows: the pending edits of a published story when there are any. */
export function editorView(post: PostRow) {
  const hasPendingEdits = post.draftContent !== null;
  return {
    postId: post.id,
    title: hasPendingEdits ? (post.draftTitle ?? '') : post.title,
    subtitle: hasPendingEdits ? (post.draftSubtitle ?? '') : post.subtitle,
    content: post.draftContent ?? post.content,
    version: post.version,
    hasPendingEdits,
    post,
  };
}
