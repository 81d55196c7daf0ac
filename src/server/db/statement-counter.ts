import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts SQL statements per unit of work (a request, a test block), so tests
 * can assert that a page's queries do not grow with the number of rows (N+1).
 */
interface Counter {
  count: number;
  statements: string[];
}

const storage = new AsyncLocalStorage<Counter>();

export function recordStatement(sql: string): void {
  const counter = storage.getStore();
  if (!counter) return;
  counter.count += 1;
  counter.statements.push(sql);
}

export async function countStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; count: number; statements: string[] }> {
  const counter: Counter = { count: 0, statements: [] };
  const result = await storage.run(counter, work);
  return { result, count: counter.count, statements: counter.statements };
}
