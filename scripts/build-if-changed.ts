import { staleReason } from './build/build-stamp';
import { buildAndReport } from './build/bundles';

/**
 * The first half of `npm start`: builds only when the sources changed since the last
 * successful build (or dist/ lacks a bundle), so a restart with nothing changed starts at
 * once. The server then runs as `node dist/app/main.js`, without this process.
 */
const root = process.cwd();
const reason = staleReason(root);
if (!reason) {
  console.log('The build is up to date with the sources: starting without building.');
} else {
  console.log(`Building, since ${reason}.`);
  if (!(await buildAndReport(root, 'The build failed, so the server was not started.')))
    process.exitCode = 1;
}
