import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMembers } from '@server/db/schema/publications';
import { buildCollection, buildPost, buildUser } from '@server/test/factories';
import { becomeMember } from '@server/test/kits/billing-kit';
import {
  CREATE_NOTE,
  CREATE_QUOTE,
  PUBLISH_RESPONSE,
  REPLY,
  responseContent,
  run,
} from '@server/test/kits/conversation-kit';
import { databaseContents, emptyTarget, fileHashes, startSite } from '@server/test/kits/backup-kit';
import type { RestoreTarget, SiteUnderTest } from '@server/test/kits/backup-kit';
import { makeImage, uploadFile } from '@server/test/kits/media-kit';
import { createDraftAs, publishAs } from '@server/test/kits/post-kit';
import { CLAP } from '@server/test/kits/reading-kit';
import { FOLLOW } from '@server/test/kits/social-kit';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { RestoreRefused, restoreBackup } from './restore-backup';

const exec = promisify(execFile);

/** `npm run backup` / `npm run restore` as an operator runs them, with this environment. */
async function operator(script: string, args: string[], env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', script, ...args], {
    env: childEnv,
  });
  return stdout.trim();
}

let site: SiteUnderTest;
let testApp: TestApp;
let target: RestoreTarget;
let storyId: string;

/** A site with every kind of content: stories with pictures, responses, highlights, notes, memberships, publications. */
async function writeSite() {
  const db = testApp.database.db;
  const [writer, reader, editor] = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
  const [asWriter, asReader] = [await testApp.signIn(writer.id), await testApp.signIn(reader.id)];
  const publication = await buildCollection(db, { creatorId: editor.id });
  await db.insert(collectionMembers).values({
    collectionId: publication.id,
    userId: writer.id,
    role: 'WRITER',
  });
  await buildPost(db, {
    creatorId: writer.id,
    collectionId: publication.id,
    title: 'In the publication',
  });

  const pictures = [];
  for (const format of ['jpeg', 'png'] as const) {
    const upload = await uploadFile(testApp, asWriter, {
      filename: `picture.${format}`,
      contentType: `image/${format}`,
      bytes: await makeImage(320, 200, format),
    });
    expect(upload.statusCode).toBe(200);
    pictures.push(upload.json<{ id: string }>().id);
  }
  const draft = await createDraftAs(testApp, asWriter, {
    title: 'A story with pictures',
    content: {
      paragraphs: [
        { name: 'a1', type: 'P', text: 'The harbour at dawn, before the boats.', markups: [] },
        ...pictures.map((id, index) => ({
          name: `i${index}`,
          type: 'IMG',
          text: `Picture ${index}`,
          markups: [],
          metadata: { id, originalWidth: 320, originalHeight: 200 },
        })),
      ],
    },
  });
  expect((await publishAs(testApp, asWriter, draft.id)).body.errors).toBeUndefined();
  storyId = draft.id;

  await run(
    testApp,
    PUBLISH_RESPONSE,
    { to: storyId, content: responseContent('Lovely.') },
    asReader,
  );
  await run(testApp, CREATE_QUOTE, { postId: storyId, name: 'a1', start: 4, end: 11 }, asReader);
  const note = await run<{ createNote: { id: string } }>(
    testApp,
    CREATE_NOTE,
    { postId: storyId, name: 'a1', start: 0, end: 3, content: 'Which harbour?' },
    asReader,
  );
  await run(testApp, REPLY, { id: note.createNote.id, content: 'Ours.' }, asWriter);
  await run(testApp, CLAP, { postId: storyId, count: 5 }, asReader);
  await run(testApp, FOLLOW, { id: writer.id }, asReader);
  await becomeMember(testApp, asReader);
  // The operator's own files travel too.
  writeFileSync(path.join(site.dataDir, 'robots.txt'), 'User-agent: *\nDisallow: /private\n');
}

beforeAll(async () => {
  site = await startSite();
  testApp = await createTestApp({ DATA_DIR: site.dataDir }, { database: site.database });
  target = await emptyTarget();
  await writeSite();
}, 120_000);
afterAll(async () => {
  await testApp.close();
  await site.close();
  await target.close();
});

describe('a backup and its restore', () => {
  it('bring the same site back: every row of every table, every media file', async () => {
    const before = await databaseContents(site.database.db);
    for (const table of [
      'media',
      'posts',
      'quotes',
      'notes',
      'memberships',
      'collection_members',
      'claps',
    ])
      expect(before.tables[table]?.length, table).toBeGreaterThan(0);
    expect(Object.keys(fileHashes(path.join(site.dataDir, 'media')))).toHaveLength(2);

    // Taken while the site runs: through its database process, or PostgreSQL's connection.
    const file = path.join(site.dataDir, '..', `${path.basename(site.dataDir)}.tar.gz`);
    expect(await operator('scripts/backup.ts', ['--out', file], site.env)).toMatch(
      new RegExp(
        `^Backed up ${site.kind === 'pglite' ? "the running site's database" : 'the PostgreSQL database'} and 3 files to `,
      ),
    );
    expect(await operator('scripts/restore.ts', [file], target.env)).toMatch(
      /^Restored the backup of \S+ \(Quire [\d.]+\) into .+\. Start the site as usual\.$/,
    );

    const restored = await target.open();
    try {
      expect(await databaseContents(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(fileHashes(path.join(target.dataDir, 'media'))).toEqual(
      fileHashes(path.join(site.dataDir, 'media')),
    );
    expect(readFileSync(path.join(target.dataDir, 'robots.txt'), 'utf8')).toContain('/private');
    expect(existsSync(path.join(target.dataDir, 'media-cache'))).toBe(false);

    // A second restore into what is now a site is refused before it writes anything.
    await expect(
      restoreBackup({ file, dataDir: target.dataDir, databaseUrl: target.databaseUrl }),
    ).rejects.toBeInstanceOf(RestoreRefused);
    await expect(restoreBackup({ file, dataDir: target.dataDir })).rejects.toThrow(
      `DATA_DIR (${target.dataDir}) is not empty`,
    );
  }, 180_000);
});
