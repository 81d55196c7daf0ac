import cluster from 'node:cluster';
import path from 'node:path';
import { DataFolderInUseError } from './db/embedded/data-folder-lock';
import { startDatabaseProcess, usesDatabaseProcess } from './db/embedded/start-database-process';
import { ConfigError, loadConfig } from './env';
import type { ServerConfig } from './env';
import { superviseWorkers } from './processes/primary';
import { serve } from './processes/serve';

/**
 * Start-up. A worker (WEB_CONCURRENCY > 1) only serves. Otherwise this
 * process first starts the embedded database in a process of its own (unless
 * DATABASE_URL names a server or EMBEDDED_DATABASE=in-process), then serves
 * itself or supervises the workers.
 */
async function main() {
  const config = loadConfig(process.env, { isDev: process.argv.includes('--dev') });
  if (cluster.isWorker) return serve(config);
  assertConcurrencyPossible(config);

  const embedded = usesDatabaseProcess(config)
    ? await startDatabaseProcess(path.join(config.dataDir, 'pglite'), {
        fromBuild: !config.isDev,
        onExit: (code) => {
          console.error(`The database process exited (code ${code}); stopping.`);
          process.exit(1);
        },
      })
    : null;
  const stopDatabase = async () => embedded?.stop();

  if (config.webConcurrency > 1) {
    return superviseWorkers(config, {
      databaseUrl: embedded?.url,
      afterWorkers: stopDatabase,
      log: (message) => console.error(message),
    });
  }
  return serve({ ...config, databaseUrl: embedded?.url ?? config.databaseUrl }, stopDatabase);
}

function assertConcurrencyPossible(config: ServerConfig) {
  if (config.webConcurrency > 1 && !config.databaseUrl && config.embeddedDatabase === 'in-process')
    throw new ConfigError(
      'Invalid WEB_CONCURRENCY: several app processes need a database server (DATABASE_URL, or EMBEDDED_DATABASE=process)',
    );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
