import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { concatBytes } from './protocol-bytes';

/**
 * PGlite's `query` parses and plans every statement afresh (an unnamed
 * statement), and a page's statements spend more time being planned than run
 * (the access room's visibility rules make them long). This adapter gives
 * each distinct SQL text a named prepared statement, the way a connection
 * pool's driver would: Parse and Describe once, then Bind, Describe and
 * Execute in one message. PostgreSQL then reuses a generic plan once it
 * knows it is as good as a fresh one (plan_cache_mode = auto).
 *
 * Drizzle sees the same `query`/`transaction` shape it gets from PGlite.
 */

/**
 * Each prepared statement holds about 40 KB of PostgreSQL's memory (its parse
 * tree and plan), so only the most recently used are kept: the pages' list
 * statements, whose planning is the expensive part, stay among them.
 */
const DEFAULT_MAX_STATEMENTS = 200;
/** "cached plan must not change result type": a schema change under a prepared statement. */
const STALE_PLAN = '0A000';
const { serialize } = protocol;

interface Statement {
  name: string;
  paramTypes: number[];
}

/** Exposed to PGlite's protected locks, which keep one message stream at a time. */
interface Locks {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
}

export type PreparedPglite = Pick<PGlite, 'query' | 'transaction'>;

export function withPreparedStatements(
  client: PGlite,
  maxStatements = DEFAULT_MAX_STATEMENTS,
): PreparedPglite {
  const locks = client as unknown as Locks;
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function close(statement: Statement, syncToFs: boolean): Promise<void> {
    await client.execProtocolStream(
      concatBytes(serialize.close({ type: 'S', name: statement.name }), serialize.sync()),
      { syncToFs },
    );
  }

  async function prepare(text: string, syncToFs: boolean): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last, so the first entry is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await close(oldest, syncToFs);
    }
    counter += 1;
    const name = `quire_${counter}`;
    const messages = await client.execProtocolStream(
      concatBytes(
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const syncToFs = !inTransaction;
    const statement = await prepare(text, syncToFs);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      if (serializer) return serializer(param);
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as PGlite's own query does
      return String(param);
    });
    try {
      const messages = await client.execProtocolStream(
        concatBytes(
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
        { syncToFs },
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      if ((error as { code?: string }).code === STALE_PLAN && statements.get(text) === statement) {
        statements.delete(text);
        await close(statement, syncToFs);
        // Outside a transaction nothing was aborted: prepare it anew and run it again.
        if (!inTransaction) return run(text, params, options, inTransaction);
      }
      Object.assign(error as object, { query: text, params });
      throw error;
    }
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      await locks._checkReady();
      return locks._runExclusiveTransaction(() =>
        locks._runExclusiveQuery(() => run<T>(text, params, options, false)),
      );
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return client.transaction((tx) =>
        callback({
          ...tx,
          query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return locks._runExclusiveQuery(() => run<R>(text, params, options, true));
          },
          get closed() {
            return tx.closed;
          },
        }),
      );
    },
  };
}
