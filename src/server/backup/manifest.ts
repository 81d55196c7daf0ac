import { z } from 'zod';

/**
 * A backup is one gzip'd tar: this manifest first, then `database/` (each
 * table's rows, one JSON string per line holding the row as PostgreSQL writes
 * it: `(1,"some text",2026-01-01 00:00:00+00)`) and the site's own files from
 * DATA_DIR as they are (media/, pages/, session-secret…). docs/operations.md
 * describes it for operators.
 */
export const MANIFEST_FILE = 'quire-backup.json';
export const DATABASE_FOLDER = 'database';

const migration = z.object({ tag: z.string(), when: z.number() });

export const manifestSchema = z.object({
  format: z.literal('quire-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  quireVersion: z.string(),
  /** The database it was taken from: restores go to either. */
  source: z.enum(['pglite', 'postgres']),
  /** The migrations its database had, oldest first: its schema version. */
  migrations: z.array(migration),
  /** In the order they were created (the migrations' order). */
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      file: z.string(),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
  /** The DATA_DIR entries it carries besides the database. */
  files: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type MigrationEntry = z.infer<typeof migration>;
export type DatabaseContents = Pick<Manifest, 'migrations' | 'tables' | 'sequences'>;
