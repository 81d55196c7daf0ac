import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';

/**
 * Many rows per statement on either database: each batch travels as one JSON
 * parameter and `json_to_recordset` turns it back into rows. One parameter
 * keeps clear of node-postgres's 65,535-parameter limit, and both PGlite and
 * PostgreSQL parse a few megabytes of JSON far faster than they run as many
 * single-row INSERTs.
 */
export type ColumnTypes = Record<string, string>;
export type Row = Record<string, unknown>;

const MAX_BATCH_ROWS = 5_000;
const MAX_BATCH_CHARS = 4_000_000;

export class TableWriter {
  private pending: string[] = [];
  private pendingChars = 0;
  /** Rows written so far, for the report. */
  written = 0;

  /**
   * `dependsOn`: writers of the rows this table's foreign keys point at; they
   * are flushed first, so a batch never refers to a row still waiting.
   */
  constructor(
    private readonly db: Database,
    private readonly table: string,
    private readonly columns: ColumnTypes,
    private readonly dependsOn: readonly TableWriter[] = [],
  ) {}

  /** Queues a row; resolves once a full batch, if any, is written. */
  async add(row: Row): Promise<void> {
    const json = JSON.stringify(row);
    this.pending.push(json);
    this.pendingChars += json.length;
    if (this.pending.length >= MAX_BATCH_ROWS || this.pendingChars >= MAX_BATCH_CHARS)
      await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    for (const parent of this.dependsOn) await parent.flush();
    const names = Object.keys(this.columns);
    const list = names.map((name) => `"${name}"`).join(', ');
    const shape = names.map((name) => `"${name}" ${this.columns[name]}`).join(', ');
    const rows = `[${this.pending.join(',')}]`;
    const count = this.pending.length;
    this.pending = [];
    this.pendingChars = 0;
    await this.db.execute(
      sql`insert into ${sql.identifier(this.table)} (${sql.raw(list)}) select ${sql.raw(list)} from json_to_recordset(${rows}::json) as r(${sql.raw(shape)})`,
    );
    this.written += count;
  }
}
