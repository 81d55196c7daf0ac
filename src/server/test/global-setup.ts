import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

/**
 * Migrates one database before the server tests start, for every test file to
 * copy: creating an empty PGlite database and running every migration takes
 * seconds, and about 160 files each open at least one. On PGlite the copy is
 * an image of the migrated data directory in a temporary file; on PostgreSQL
 * a template database (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? await postgresTemplate(project, adminUrl) : await pgliteImage(project);
}

async function pgliteImage(project: TestProject) {
  let client: PGlite | undefined;
  const handle = await openDatabase({ pgliteDir: 'memory://', onPglite: (c) => (client = c) });
  await handle.migrate();
  if (!client) throw new Error('PGlite did not open.');
  const image = await client.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'quire-test-image-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImageFile', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, adminUrl: string) {
  const name = `quire_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Two connections: migrating holds one for its lock and runs on another.
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory's image (PGlite runs). */
    pgliteImageFile?: string;
    /** The migrated template database's name (PostgreSQL runs). */
    postgresTemplate?: string;
  }
}
