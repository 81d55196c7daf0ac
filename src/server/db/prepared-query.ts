import { sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * `column = any(:name)`: one statement text for a list of any length, where
 * `in ($1, $2, …)` makes a different one for every length (and PostgreSQL a
 * different prepared statement for each).
 */
export const isAnyOf = (column: Column | SQL, name = 'ids'): SQL =>
  sql`${column} = any(${sql.placeholder(name)})`;

/** The value a prepared query reads for `sql.placeholder(name)`. */
export const slot = (name: string) => sql.placeholder(name);

/**
 * A query built once for each database handle and each variant of its shape
 * (signed in or not, on a first page or after a cursor…), then only run with
 * new values (its `sql.placeholder`s). Building a drizzle query walks its
 * whole expression tree to write the SQL text, about as long as PostgreSQL
 * takes to run a loader's statement; a page's queries paid it on every request.
 */
export function preparedVariants<Variant extends Record<string, boolean>, Prepared>(
  build: (db: Database, variant: Variant) => { prepare(name: string): Prepared },
): (db: Database, variant: Variant) => Prepared {
  const byHandle = new WeakMap<Database, Map<string, Prepared>>();
  return (db, variant) => {
    let variants = byHandle.get(db);
    if (!variants) {
      variants = new Map();
      byHandle.set(db, variants);
    }
    const key = Object.keys(variant)
      .filter((flag) => variant[flag])
      .sort()
      .join();
    let prepared = variants.get(key);
    if (!prepared) {
      // An empty name keeps it an unnamed statement: the database process names statements itself.
      prepared = build(db, variant).prepare('');
      variants.set(key, prepared);
    }
    return prepared;
  };
}

/** A query of one shape, built once for each database handle (see preparedVariants). */
export function preparedQuery<Prepared>(
  build: (db: Database) => { prepare(name: string): Prepared },
): (db: Database) => Prepared {
  const variants = preparedVariants((db) => build(db));
  return (db) => variants(db, {});
}
