import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { findUserByEmail } from '../src/server/domains/users';
import { loadConfig } from '@server/env';

/** `npm run admin -- promote EMAIL`: makes an account staff. */
const [command, email] = process.argv.slice(2);
if (command !== 'promote' || !email) {
  console.error('Usage: npm run admin -- promote EMAIL');
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
    await database.db.update(users).set({ isStaff: true }).where(eq(users.id, user.id));
    console.log(`@${user.username} is now staff.`);
  }
} finally {
  await database.close();
}
