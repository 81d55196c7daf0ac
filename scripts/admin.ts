import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { openOperatorDatabase } from '@server/db/operator-database';
import { loadConfig } from '@server/env';
import { parseCommandLine, usage } from './admin/command-line';
import { COMMANDS } from './admin/commands';

/**
 * `npm run admin -- COMMAND ARGS…`: the operator's commands (scripts/admin/commands.ts),
 * safe beside a running site: they reach its database rather than open its folder.
 */
const invocation = parseCommandLine(process.argv.slice(2), COMMANDS);
if (!invocation) {
  console.error(usage(COMMANDS));
  process.exit(2);
}

try {
  const config = loadConfig();
  const { handle, reached } = await openOperatorDatabase(config);
  try {
    // A running site has migrated its database; the command must not change it under the site.
    if (reached !== 'running site') await handle.migrate();
    const answer = await invocation.command.run(handle.db, ...invocation.values);
    console.log(answer);
    if (invocation.command.records) {
      mkdirSync(config.dataDir, { recursive: true });
      appendFileSync(
        path.join(config.dataDir, 'admin.log'),
        `${new Date().toISOString()} ${invocation.name}: ${answer}\n`,
      );
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
