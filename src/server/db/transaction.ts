import type { Database } from './client';

/**
 * Runs `work` in one transaction: everything it writes lands together or not
 * at all. The transaction is handed on as a Database (drizzle's transaction is
 * one), so the helpers a service calls take either without a cast.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
