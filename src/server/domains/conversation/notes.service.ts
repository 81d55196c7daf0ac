import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { noteReplies, notes } from '@server/db/schema/conversation';
import type { NoteReplyRow, NoteRow } from '@server/db/schema/conversation';
import { collections, posts } from '@server/db/schema/posts';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { NotFoundError, parseOrBadRequest } from '@server/lib/app-errors';
import { newId } from '@server/lib/ids';
import { notifyNoteCreated, notifyNoteReply, notifyNoteUpdated } from '../notifications';
import { placeAnchor } from '@shared/content/anchor-placement';
import type { Anchor, PlacedAnchor } from '@shared/content/anchor-placement';
import { validateAnchor } from './anchor';
import { requireOpenPost } from './conversation.policy';
import { NOTE_LIMIT } from '@shared/limits';
import { CONVERSATION_TEXTS } from './conversation.texts';
import { contentForViewer } from './locked-passages';
import { canReadNote, memberRoleFromDb } from '../access';

/** A note as its readers see it: placed in the story's current text. */
export interface NoteView {
  row: NoteRow;
  anchor: PlacedAnchor;
}

const noteContentSchema = z
  .string()
  .trim()
  .min(1, CONVERSATION_TEXTS.noteEmpty)
  .max(NOTE_LIMIT, CONVERSATION_TEXTS.noteTooLong);
const replyContentSchema = z
  .string()
  .trim()
  .min(1, CONVERSATION_TEXTS.replyEmpty)
  .max(NOTE_LIMIT, CONVERSATION_TEXTS.replyTooLong);

const parseContent = (schema: z.ZodString, content: string): string =>
  parseOrBadRequest(schema, content, 'Invalid.');

export const placeNote = (row: NoteRow, post: PostRow): NoteView | null => {
  const anchor = placeAnchor(post.content, row);
  return anchor ? { row, anchor } : null;
};

export async function createNote(options: {
  db: Database;
  viewer: UserRow;
  postId: string;
  anchor: Anchor;
  content: string;
}): Promise<NoteView> {
  const content = parseContent(noteContentSchema, options.content);
  const post = await requireOpenPost(options.db, options.postId);
  const stored = validateAnchor(
    await contentForViewer(options.db, post, options.viewer),
    options.anchor,
  );
  const row = await inTransaction(options.db, async (tx) => {
    const [inserted] = await tx
      .insert(notes)
      .values({ id: newId(), postId: post.id, authorId: options.viewer.id, content, ...stored })
      .returning();
    if (inserted) await notifyNoteCreated(tx, inserted, post);
    return inserted;
  });
  const view = row ? placeNote(row, post) : null;
  if (!view) throw new Error('createNote inserted nothing');
  return view;
}

interface NoteContext {
  note: NoteRow;
  post: PostRow;
  collection: CollectionRow | null;
}

/** A live note with its story and publication, or null. */
async function findNoteContext(db: Database, noteId: string): Promise<NoteContext | null> {
  const [found] = await db
    .select({ note: notes, post: posts, collection: collections })
    .from(notes)
    .innerJoin(posts, eq(posts.id, notes.postId))
    .leftJoin(collections, eq(collections.id, posts.collectionId))
    .where(and(eq(notes.id, noteId), isNull(notes.deletedAt), isNull(posts.deletedAt)))
    .limit(1);
  return found ?? null;
}

const mayReadFoundNote = (db: Database, found: NoteContext, viewer: UserRow | null) =>
  canReadNote(found.note, found.post, found.collection, viewer, memberRoleFromDb(db, viewer));

/** The note when the viewer may read it; NotFound otherwise, never Forbidden. */
async function requireReadableNote(options: {
  db: Database;
  viewer: UserRow | null;
  noteId: string;
}): Promise<NoteContext> {
  const found = await findNoteContext(options.db, options.noteId);
  if (!found || !(await mayReadFoundNote(options.db, found, options.viewer)))
    throw new NotFoundError(CONVERSATION_TEXTS.noteNotFound);
  return found;
}

export async function findReadableNote(options: {
  db: Database;
  viewer: UserRow | null;
  noteId: string;
}): Promise<NoteView | null> {
  const found = await findNoteContext(options.db, options.noteId);
  if (!found || !(await mayReadFoundNote(options.db, found, options.viewer))) return null;
  return placeNote(found.note, found.post);
}

/** Only the writer changes a note; to everyone else it does not exist. */
async function requireOwnNote(options: { db: Database; viewer: UserRow; noteId: string }) {
  const found = await findNoteContext(options.db, options.noteId);
  if (!found || found.note.authorId !== options.viewer.id)
    throw new NotFoundError(CONVERSATION_TEXTS.noteNotFound);
  return found;
}

export async function updateNote(options: {
  db: Database;
  viewer: UserRow;
  noteId: string;
  content: string;
}): Promise<NoteView> {
  const content = parseContent(noteContentSchema, options.content);
  const { post } = await requireOwnNote(options);
  const row = await inTransaction(options.db, async (tx) => {
    const [updated] = await tx
      .update(notes)
      .set({ content, updatedAt: new Date() })
      .where(and(eq(notes.id, options.noteId), isNull(notes.deletedAt)))
      .returning();
    if (updated) await notifyNoteUpdated(tx, updated, post);
    return updated;
  });
  const view = row ? placeNote(row, post) : null;
  if (!view) throw new NotFoundError(CONVERSATION_TEXTS.noteNotFound);
  return view;
}

/** Soft delete: replies stay in the database but nobody can reach them any more. */
export async function deleteNote(options: {
  db: Database;
  viewer: UserRow;
  noteId: string;
}): Promise<boolean> {
  await requireOwnNote(options);
  await options.db
    .update(notes)
    .set({ deletedAt: new Date() })
    .where(and(eq(notes.id, options.noteId), isNull(notes.deletedAt)));
  return true;
}

export async function replyToNote(options: {
  db: Database;
  viewer: UserRow;
  noteId: string;
  content: string;
}): Promise<NoteReplyRow> {
  const content = parseContent(replyContentSchema, options.content);
  const { note, post } = await requireReadableNote(options);
  const row = await inTransaction(options.db, async (tx) => {
    const [inserted] = await tx
      .insert(noteReplies)
      .values({ id: newId(), noteId: note.id, authorId: options.viewer.id, content })
      .returning();
    if (inserted) await notifyNoteReply(tx, inserted, note, post);
    return inserted;
  });
  if (!row) throw new Error('replyToNote inserted nothing');
  return row;
}
