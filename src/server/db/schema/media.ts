import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Uploaded images. The bytes live in the media store under the id (see media-id.ts). */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    /** jpeg, png, gif, webp or avif: the stored (re-encoded) format. */
    type: text('type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_uploader_idx').on(table.uploaderId, table.createdAt)],
);

export type MediaRow = typeof media.$inferSelect;
