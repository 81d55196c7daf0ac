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
});
