import { and, eq } from 'drizzle-orm';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import { collectionMembers } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { buildCollection, buildPost, buildUser } from '../factories';
import type { Actor, TestApp } from '../test-app';

/** A publication with one person in every relation to it, for the permission tests. */
export type MatrixRole =
  'visitor' | 'reader' | 'writer' | 'editor' | 'creator' | 'otherEditor' | 'removedWriter';

export interface PublicationWorld {
  collection: CollectionRow;
  people: Record<Exclude<MatrixRole, 'visitor'>, UserRow>;
  actors: Record<MatrixRole, Actor>;
  /** A writer's draft waiting in the queue (PENDING). */
  pending: PostRow;
  /** Each person's own unsubmitted draft. */
  ownDraft: Record<Exclude<MatrixRole, 'visitor'>, PostRow>;
  /** Someone not yet in the publication, to invite. */
  outsider: UserRow;
}

export async function buildPublicationWorld(testApp: TestApp): Promise<PublicationWorld> {
  const db = testApp.database.db;
  const names = ['reader', 'writer', 'editor', 'creator', 'otherEditor', 'removedWriter'] as const;
  const built = await Promise.all(names.map(() => buildUser(db)));
  const people = Object.fromEntries(names.map((name, i) => [name, built[i]])) as Record<
    (typeof names)[number],
    UserRow
  >;
  const collection = await buildCollection(db, { creatorId: people.creator.id });
  const other = await buildCollection(db, { creatorId: (await buildUser(db)).id });
  await db.insert(collectionMembers).values([
    { collectionId: collection.id, userId: people.writer.id, role: 'WRITER' },
    { collectionId: collection.id, userId: people.editor.id, role: 'EDITOR' },
    { collectionId: collection.id, userId: people.removedWriter.id, role: 'WRITER' },
    { collectionId: other.id, userId: people.otherEditor.id, role: 'EDITOR' },
  ]);
  await db
    .delete(collectionMembers)
    .where(
      and(
        eq(collectionMembers.collectionId, collection.id),
        eq(collectionMembers.userId, people.removedWriter.id),
      ),
    );
  const pending = await buildPost(db, {
    creatorId: people.writer.id,
    status: 'DRAFT',
    pendingCollectionId: collection.id,
    statusForCollection: 'PENDING',
  });
  const drafts = await Promise.all(
    names.map((name) => buildPost(db, { creatorId: people[name].id, status: 'DRAFT' })),
  );
  const ownDraft = Object.fromEntries(names.map((name, i) => [name, drafts[i]])) as Record<
    (typeof names)[number],
    PostRow
  >;
  const signedIn = await Promise.all(names.map((name) => testApp.signIn(people[name].id)));
  const actors = {
    visitor: testApp.visitor(),
    ...Object.fromEntries(names.map((name, i) => [name, signedIn[i]])),
  } as Record<MatrixRole, Actor>;
  return { collection, people, actors, pending, ownDraft, outsider: await buildUser(db) };
}

/** What a page for a publication's staff answers each role: visitors get the sign-in prompt. */
export const STAFF_PAGE_STATUSES: Partial<Record<MatrixRole, number>> = {
  visitor: 200,
  reader: 404,
  writer: 404,
  editor: 200,
  creator: 200,
  otherEditor: 404,
  removedWriter: 404,
};

/** The HTTP status each role of the world meets at `url`. */
export async function statusesByRole(
  testApp: TestApp,
  world: PublicationWorld,
  url: string,
): Promise<Partial<Record<MatrixRole, number>>> {
  const answers: Partial<Record<MatrixRole, number>> = {};
  for (const role of Object.keys(world.actors) as MatrixRole[])
    answers[role] = (
      await testApp.request({ method: 'GET', url, cookies: world.actors[role].cookies })
    ).statusCode;
  return answers;
}
