import path from 'node:path';

/**
 * A file of the project, found from its root: the folder the server is started from
 * (`npm start` and `npm run serve` run there). Not from a module's own location, because
 * the server also runs bundled (dist/app/main.js), where every module's `import.meta.url`
 * is the bundle's.
 */
export const projectPath = (...parts: string[]): string => path.join(process.cwd(), ...parts);
