import { buildAndReport } from './build/bundles';

/** `npm run build`: the four bundles, a few lines about them, and the stamp `npm start` reads. */
if (!(await buildAndReport(process.cwd(), 'The build failed; dist/ is not marked as built.')))
  process.exitCode = 1;
