import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared';
import type { PreparedPglite } from './pglite-prepared';

/**
 * Named prepared statements must answer exactly as PGlite's own `query`
 * does, for every type the app stores, through errors, transactions, the
 * cap on kept statements and a schema change.
 */
let client: PGlite;
let prepared: PreparedPglite;

const preparedNames = async () =>
  (
    await client.query<{ name: string }>(
      "select name from pg_prepared_statements where name like 'quire_%' order by name",
    )
  ).rows.map((row) => row.name);

beforeAll(async () => {
  client = await PGlite.create('memory://');
  prepared = withPreparedStatements(client, 3);
  await client.exec(`
    create table notes (
      id int primary key,
      title text not null,
      body jsonb,
      tags text[],
      written_at timestamptz
    );
  `);
});

afterAll(async () => {
  await client.close();
});

describe('PGlite with named prepared statements', () => {
  it('answers as PGlite does, with every parameter and column type, in both row modes', async () => {
    const values = [
      1,
      'First',
      { blocks: [{ text: 'Hello' }] },
      ['a', 'b'],
      new Date('2026-01-02T03:04:05Z'),
    ];
    await prepared.query(
      'insert into notes (id, title, body, tags, written_at) values ($1, $2, $3, $4, $5)',
      values,
    );
    const text = 'select * from notes where id = $1 and tags @> $2';
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await client.query(text, [1, ['a']], { rowMode });
      const actual = await prepared.query(text, [1, ['a']], { rowMode });
      expect(actual.rows).toEqual(expected.rows);
      expect(actual.fields).toEqual(expected.fields);
    }
    const [row] = (await prepared.query<{ body: unknown; written_at: Date }>(text, [1, ['b']]))
      .rows;
    expect(row?.body).toEqual({ blocks: [{ text: 'Hello' }] });
    expect(row?.written_at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const update = await prepared.query('update notes set title = $1 where id = $2', ['One', 1]);
    expect(update.affectedRows).toBe(1);
  });

  it('parses and plans a statement once, however often it runs', async () => {
    const text = 'select title from notes where id = $1';
    for (let round = 0; round < 10; round += 1) {
      const result = await prepared.query<{ title: string }>(text, [1]);
      expect(result.rows).toEqual([{ title: 'One' }]);
    }
    const statements = await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(statements.rows).toHaveLength(1);
  });

  it('reports a failed statement with its code and goes on answering', async () => {
    await expect(
      prepared.query('insert into notes (id, title) values ($1, $2)', [1, 'Again']),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(prepared.query('select nonsense from notes', [])).rejects.toMatchObject({
      code: '42703',
    });
    const result = await prepared.query<{ n: number }>('select count(*)::int as n from notes');
    expect(result.rows).toEqual([{ n: 1 }]);
  });

  it('keeps a transaction whole: rolled back on failure, committed on success, others wait', async () => {
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('insert into notes (id, title) values ($1, $2)', [2, 'Second']);
        await tx.query('insert into notes (id, title) values ($1, $2)', [2, 'Duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const count = 'select count(*)::int as n from notes';
    expect((await prepared.query<{ n: number }>(count)).rows).toEqual([{ n: 1 }]);

    let outside: Promise<unknown> | undefined;
    await prepared.transaction(async (tx) => {
      await tx.query('insert into notes (id, title) values ($1, $2)', [2, 'Second']);
      // A query from outside the transaction runs after it, never inside it.
      outside = prepared.query(count);
      await tx.query('insert into notes (id, title) values ($1, $2)', [3, 'Third']);
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 3 }]);
  });

  it('keeps only the most recently used statements, and the others prepare again', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} as n, count(*)::int as c from notes`);
    for (const text of texts) await prepared.query(text);
    expect((await preparedNames()).length).toBeLessThanOrEqual(3);
    for (const [index, text] of texts.entries())
      expect((await prepared.query(text)).rows).toEqual([{ n: index + 1, c: 3 }]);
    expect((await preparedNames()).length).toBeLessThanOrEqual(3);
  });

  it('answers with the new columns after the table changes under a statement', async () => {
    const text = 'select * from notes where id = $1';
    expect(Object.keys((await prepared.query<object>(text, [1])).rows[0] ?? {})).not.toContain(
      'mood',
    );
    await client.exec("alter table notes add column mood text not null default 'calm'");
    const [row] = (await prepared.query<{ mood: string }>(text, [1])).rows;
    expect(row?.mood).toBe('calm');
  });
});
