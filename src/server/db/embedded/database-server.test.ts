import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabaseServer } from './database-server';
import type { DatabaseServer } from './database-server';

let db: PGlite;
let server: DatabaseServer;
let pool: pg.Pool;

beforeAll(async () => {
  db = await PGlite.create('memory://');
  server = await startDatabaseServer(db);
  pool = new pg.Pool({ connectionString: server.url, max: 6 });
  await pool.query('create table notes (id int primary key, body text not null)');
});

afterAll(async () => {
  await pool.end();
  await server.stop();
  await db.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database server', () => {
  it('answers many connections at once, each with its own parameters and result shape', async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, async (_, index) => {
        const result =
          index % 2 === 0
            ? await pool.query('select $1::int as n, $2::text as label', [index, `even ${index}`])
            : await pool.query('select $1::int as n', [index]);
        return result.rows[0] as { n: number; label?: string };
      }),
    );
    answers.forEach((row, index) => {
      expect(row.n).toBe(index);
      expect(row.label).toBe(index % 2 === 0 ? `even ${index}` : undefined);
    });
  });

  it("never runs another connection's statement inside an open transaction", async () => {
    const writer = await pool.connect();
    await writer.query('begin');
    await writer.query('insert into notes values ($1, $2)', [1, 'draft']);
    // Another connection asks while the transaction is open: it waits for the commit.
    const counted = pool.query<{ count: string }>('select count(*) from notes');
    await pause(50);
    await writer.query('update notes set body = $1 where id = $2', ['final', 1]);
    await writer.query('commit');
    writer.release();
    expect((await counted).rows[0]?.count).toBe('1');
    expect((await pool.query('select body from notes where id = 1')).rows).toEqual([
      { body: 'final' },
    ]);
  });

  it('rolls back what a vanished client left open, and serves the others on', async () => {
    const quitter = new pg.Client({ connectionString: server.url });
    await quitter.connect();
    await quitter.query('begin');
    await quitter.query('insert into notes values ($1, $2)', [2, 'never committed']);
    const waiting = pool.query('select id from notes order by id');
    await quitter.end();
    expect((await waiting).rows).toEqual([{ id: 1 }]);
  });

  it('reports an error to its connection only and keeps serving', async () => {
    await expect(pool.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(pool.query('insert into notes values ($1, $2)', [1, 'dup'])).rejects.toThrow(
      /duplicate key/,
    );
    expect((await pool.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
  });

  it('prepares a text once, whichever connection sends it, and answers each with its own values', async () => {
    const text = 'select $1::int * 2 as doubled, count(*)::int as notes from notes';
    const answers = await Promise.all(
      Array.from(
        { length: 60 },
        async (_, n) => (await pool.query<{ doubled: number; notes: number }>(text, [n])).rows[0],
      ),
    );
    answers.forEach((row, n) => expect(row).toEqual({ doubled: n * 2, notes: 1 }));
    const prepared = await pool.query(
      'select count(*)::int as n from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it('uses prepared statements inside transactions, which still roll back whole', async () => {
    const insert = 'insert into notes values ($1, $2)';
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(insert, [10, 'kept?']);
      await expect(client.query(insert, [10, 'twice'])).rejects.toThrow(/duplicate key/);
      await client.query('rollback');
      // A text first seen inside a transaction runs there unprepared.
      await client.query('begin');
      await client.query('update notes set body = body where id = $1 and $2::text is not null', [
        1,
        'x',
      ]);
      await expect(client.query('select nonsense from notes where id = $1', [1])).rejects.toThrow(
        /nonsense/,
      );
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await pool.query('select id from notes where id = $1', [10])).rows).toEqual([]);
  });

  it('answers with the new columns after a table changes under a prepared statement', async () => {
    const text = 'select * from notes where id = $1';
    expect(Object.keys((await pool.query(text, [1])).rows[0] as object)).toEqual(['id', 'body']);
    await pool.query("alter table notes add column mood text not null default 'calm'");
    expect((await pool.query(text, [1])).rows).toEqual([{ id: 1, body: 'final', mood: 'calm' }]);
  });

  it('keeps only the most recently used statements prepared', async () => {
    const small = await PGlite.create('memory://');
    const smallServer = await startDatabaseServer(small, { maxStatements: 3 });
    const client = new pg.Client({ connectionString: smallServer.url });
    await client.connect();
    try {
      for (const round of [1, 2])
        for (const n of [1, 2, 3, 4, 5, 6])
          expect((await client.query(`select $1::int + ${n} as sum`, [round])).rows).toEqual([
            { sum: round + n },
          ]);
      const kept = await small.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements',
      );
      expect(kept.rows[0]?.n).toBeLessThanOrEqual(3);
      expect(kept.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await client.end();
      await smallServer.stop();
      await small.close();
    }
  });
});
