import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '../test/test-database';

/**
 * The server tests run twice: on embedded PGlite, then on a PostgreSQL server
 * (scripts/test/with-postgres.sh). This says which one a run really used, and
 * on the server run leaves a marker that scripts/test/summarize.ts checks, so
 * a second stage that quietly fell back to PGlite fails the suite.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

interface ServerFacts {
  version: string;
  address: string | null;
  port: number | null;
}

async function serverFacts(): Promise<ServerFacts> {
  // Both drivers answer raw SQL with { rows }.
  const result: unknown = await database.db.execute(
    sql`select version() as version, host(inet_server_addr()) as address, inet_server_port() as port`,
  );
  const [row] = (result as { rows: ServerFacts[] }).rows;
  if (!row) throw new Error('select version() returned no row');
  return row;
}

describe('the database under test', () => {
  const databaseUrl = loadConfig().databaseUrl;

  if (databaseUrl) {
    it('is the PostgreSQL server DATABASE_URL names, reached over the network', async () => {
      const facts = await serverFacts();
      const url = new URL(databaseUrl);
      expect(database.kind).toBe('postgres');
      expect(facts.version).toMatch(/^PostgreSQL \d+(\.\d+)?\b.* on /);
      // PGlite reports a PostgreSQL version too, built with Emscripten, and no server address.
      expect(facts.version).not.toMatch(/emscripten|wasm/i);
      expect(facts.address).toBe(url.hostname);
      expect(Number(facts.port)).toBe(Number(url.port || 5432));
      const marker = process.env.QUIRE_POSTGRES_STAGE_MARKER;
      if (marker)
        writeFileSync(marker, `${JSON.stringify({ ...facts, port: Number(facts.port) })}\n`);
    });
  } else {
    it('is embedded PGlite when DATABASE_URL is unset', async () => {
      const facts = await serverFacts();
      expect(database.kind).toBe('pglite');
      expect(facts.address).toBeNull();
    });
  }
});
