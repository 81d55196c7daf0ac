import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StyleSheetValues } from '@shared/design/style-sheet-values';

/**
 * One custom style sheet per publisher, keyed by the publisher's id (a user's
 * or a publication's; ids are unique across both), so a page finds it with
 * one key whichever kind it shows. The styles are one JSON document, checked
 * against the shared zod schema on the way in and again on the way out;
 * `version` moves by one on every save, so a save made from a stale read is
 * answered with a Conflict instead of silently undoing someone's change.
 * A sheet stays when its publication is deleted: the publication's pages
 * answer 410 anyway, and a restored one keeps its look.
 */
export const customStyleSheets = pgTable(
  'custom_style_sheets',
  {
    publisherId: text('publisher_id').primaryKey(),
    publisherKind: text('publisher_kind', { enum: ['USER', 'COLLECTION'] }).notNull(),
    version: integer('version').notNull().default(1),
    styles: jsonb('styles').$type<StyleSheetValues>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('custom_style_sheets_kind', sql`${table.publisherKind} in ('USER', 'COLLECTION')`),
  ],
);

export type CustomStyleSheetRow = typeof customStyleSheets.$inferSelect;
