import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { loadConfig } from '@server/env';
import { COMMANDS } from './admin/commands';

/** `npm run admin -- COMMAND ARGS…`: the operator's commands (scripts/admin/commands.ts). */
const [name, ...args] = process.argv.slice(2);
const command = name ? COMMANDS[name] : undefined;
if (!command || args.length !== command.args.length || args.some((arg) => !arg.trim())) {
  const usage = Object.entries(COMMANDS).map(([key, { args: names }]) =>
    ['npm run admin --', key, ...names].join(' '),
  );
  console.error(`Usage:\n  ${usage.join('\n  ')}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  console.log(await command.run(database.db, ...args));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
