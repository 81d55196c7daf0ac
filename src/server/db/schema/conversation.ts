import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/**
 * Highlights, private notes and hidden responses. Highlights and notes anchor
 * to a paragraph by its stable name and keep a copy of the paragraph's text,
 * so that they can be found again after the story is edited.
 */

export const quotes = pgTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paragraphName: text('paragraph_name').notNull(),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    paragraphText: text('paragraph_text').notNull(),
    paragraphType: text('paragraph_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quotes_post_id_idx').on(table.postId),
    index('quotes_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The note's writer. */
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paragraphName: text('paragraph_name').notNull(),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    paragraphText: text('paragraph_text').notNull(),
    paragraphType: text('paragraph_type').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('notes_post_id_idx')
      .on(table.postId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    index('notes_author_id_idx').on(table.authorId),
  ],
);

export const noteReplies = pgTable(
  'note_replies',
  {
    id: text('id').primaryKey(),
    noteId: text('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('note_replies_note_id_idx').on(table.noteId, table.createdAt)],
);

/** Responses the parent story's author hid from the story. */
export const hiddenResponses = pgTable(
  'hidden_responses',
  {
    parentPostId: text('parent_post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    responsePostId: text('response_post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.parentPostId, table.responsePostId] }),
    index('hidden_responses_response_idx').on(table.responsePostId),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;
export type NoteReplyRow = typeof noteReplies.$inferSelect;
