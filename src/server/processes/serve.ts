import type { ServerConfig } from '../env';

const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 100;

/**
 * Builds the app, listens, and shuts down gracefully on SIGTERM/SIGINT:
 * stop accepting, let in-flight requests finish, close the database
 * (onClose hook), then `afterClose` (the database process, if this process
 * started one). The app is imported here, not at the top of main.ts, so a
 * primary process that only supervises workers never loads it.
 */
export async function serve(
  config: ServerConfig,
  afterClose: () => Promise<void> = async () => undefined,
): Promise<void> {
  const { buildApp } = await import('../app');
  const { listen } = await import('../listen');
  const { app, database, demoSeeded } = await buildApp(config);
  await listen(app, config);
  // Once per site: the later workers of several (WEB_CONCURRENCY) neither seed nor report.
  if (config.workerRole !== 'other') {
    const { logStartupSummary } = await import('./startup-report');
    await logStartupSummary(app, database.db, config, demoSeeded).catch((error: unknown) =>
      app.log.warn({ err: error }, 'the start-up summary could not be written'),
    );
  }

  let isShuttingDown = false;
  const shutdown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // The close ends the connections idle at that moment; one whose request was
    // still in flight would otherwise stay open (keep-alive) once answered.
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    app
      .close()
      .then(afterClose)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
