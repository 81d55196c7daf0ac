import type { PGlite } from '@electric-sql/pglite';

const FIRST_RUN_MS = 60_000;
const INTERVAL_MS = 15 * 60_000;

/**
 * PGlite runs no autovacuum, so nothing refreshes the planner's statistics:
 * after a bulk load every plan is a guess from empty tables. ANALYZE runs a
 * minute after start and then every quarter hour, and only when something
 * was written since the last run (the WAL position moved).
 */
export function startPlannerStatistics(options: {
  db: PGlite;
  /** Runs the work while no connection is in a unit or a transaction. */
  runAlone: <T>(work: () => Promise<T>) => Promise<T>;
  onError: (error: unknown) => void;
}): { stop(): void } {
  let analyzedAt: string | null = null;
  const walPosition = async () =>
    (await options.db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]
      ?.lsn ?? null;

  const analyzeIfChanged = () =>
    options.runAlone(async () => {
      if ((await walPosition()) === analyzedAt) return;
      await options.db.exec('ANALYZE');
      analyzedAt = await walPosition();
    });

  let timer = setTimeout(function tick() {
    analyzeIfChanged()
      .catch(options.onError)
      .finally(() => {
        timer = setTimeout(tick, INTERVAL_MS);
        timer.unref();
      });
  }, FIRST_RUN_MS);
  timer.unref();
  return { stop: () => clearTimeout(timer) };
}
