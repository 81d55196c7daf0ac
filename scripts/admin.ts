import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { markTaxIdNotVerified } from '../src/server/domains/billing';
import { findUserByEmail } from '../src/server/domains/users';
import { loadConfig } from '@server/env';

/** The operator's commands, each on the account an e-mail address names; answers what it did. */
const COMMANDS: Record<string, (db: Database, user: UserRow) => Promise<string>> = {
  /** Makes an account staff. */
  promote: async (db, user) => {
    await db.update(users).set({ isStaff: true }).where(eq(users.id, user.id));
    return `@${user.username} is now staff.`;
  },
  /** The tax authority could not match the writer's tax id: Quire asks them to fix it. */
  'tax-id-not-verified': async (db, user) =>
    (await markTaxIdNotVerified(db, user.id))
      ? `@${user.username} will be asked to fix their tax id.`
      : `@${user.username} has no submitted tax id to mark.`,
};

const [command, email] = process.argv.slice(2);
const run = command ? COMMANDS[command] : undefined;
if (!run || !email) {
  console.error(`Usage: npm run admin -- ${Object.keys(COMMANDS).join('|')} EMAIL`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  const user = await findUserByEmail(database.db, email);
  if (!user) {
    console.error(`No account uses ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(await run(database.db, user));
  }
} finally {
  await database.close();
}
