import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { findUserByUsername } from '../src/server/domains/users';
import { loadConfig } from '@server/env';
import { seedDemo } from '@server/seed/demo';

/** `npm run seed:demo`: adds the demo site to the configured database on demand. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  if (await findUserByUsername(database.db, 'ada')) {
    console.log('The demo content is already there.');
  } else {
    await seedDemo({ db: database.db, dataDir: config.dataDir });
    console.log('Demo content added.');
  }
} finally {
  await database.close();
}
