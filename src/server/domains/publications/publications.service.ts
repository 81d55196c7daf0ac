import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { preparedQuery, slot } from '@server/db/prepared-query';
import { collections, posts } from '@server/db/schema/posts';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionInvitations, collectionMembers } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { newId } from '@server/lib/ids';
import { PUBLICATION_ACCESS_TEXTS, requirePublicationRole, requireWriter } from '../access';
import { firstIssue, publicationFields } from './publication-fields';
import { PUBLICATION_TEXTS } from './publications.texts';
import { normalizeSlug, slugProblem } from './slug-rules';

const newPublicationInput = z.object({ ...publicationFields, slug: z.string() });

export type NewPublication = z.input<typeof newPublicationInput>;

/** Reads the publication a write is about; a deleted one is not found. */
export async function findPublication(db: Database, id: string): Promise<CollectionRow | null> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
  return row ?? null;
}

/** The publication that holds this slug (any letter case), deleted or not. */
const publicationBySlug = preparedQuery((db) =>
  db
    .select()
    .from(collections)
    .where(sql`lower(${collections.slug}) = ${slot('slug')}`)
    .limit(1),
);

export async function findPublicationBySlug(
  db: Database,
  slug: string,
): Promise<CollectionRow | null> {
  const [row] = await publicationBySlug(db).execute({ slug: normalizeSlug(slug) });
  return row ?? null;
}

/** A publication page whose slug names a deleted publication answers 410 Gone. */
export async function isDeletedPublicationSlug(db: Database, slug: string): Promise<boolean> {
  const found = await findPublicationBySlug(db, slug);
  return !!found?.deletedAt;
}

function parseNewPublication(input: NewPublication) {
  const parsed = newPublicationInput.safeParse(input);
  if (!parsed.success) throw new BadRequestError(firstIssue(parsed.error));
  const slug = normalizeSlug(parsed.data.slug);
  const problem = slugProblem(slug);
  if (problem) throw new BadRequestError(problem);
  return { ...parsed.data, slug };
}

/**
 * createPublication: the viewer becomes its creator. A slug is unique in any
 * letter case, deleted publications' slugs included (their addresses answer 410).
 */
export async function createPublication(options: {
  db: Database;
  viewer: UserRow | null;
  input: NewPublication;
}): Promise<CollectionRow> {
  const creator = requireWriter(options.viewer);
  const input = parseNewPublication(options.input);
  const [row] = await options.db
    .insert(collections)
    .values({
      id: newId(),
      slug: input.slug,
      name: input.name,
      description: input.tagline,
      avatarImageId: input.avatarImageId ?? null,
      faviconImageId: input.faviconImageId ?? null,
      creatorId: creator.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new BadRequestError(PUBLICATION_TEXTS.slugTaken);
  return row;
}

/**
 * The creator hands ownership to one of the editors; the former creator stays
 * on as an editor, so nobody loses access in the exchange.
 */
export async function transferOwnership(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  newOwnerId: string;
}): Promise<CollectionRow> {
  const collection = await findPublication(options.db, options.collectionId);
  const { viewer } = await requirePublicationRole(
    options.db,
    collection,
    options.viewer,
    'transferOwnership',
  );
  return inTransaction(options.db, async (tx) => {
    const removed = await tx
      .delete(collectionMembers)
      .where(
        and(
          eq(collectionMembers.collectionId, options.collectionId),
          eq(collectionMembers.userId, options.newOwnerId),
          eq(collectionMembers.role, 'EDITOR'),
        ),
      )
      .returning();
    if (removed.length === 0) throw new BadRequestError(PUBLICATION_TEXTS.newOwnerNotEditor);
    await tx
      .insert(collectionMembers)
      .values({ collectionId: options.collectionId, userId: viewer.id, role: 'EDITOR' });
    const [updated] = await tx
      .update(collections)
      .set({ creatorId: options.newOwnerId, updatedAt: new Date() })
      .where(eq(collections.id, options.collectionId))
      .returning();
    if (!updated) throw new NotFoundError(PUBLICATION_ACCESS_TEXTS.notFound);
    return updated;
  });
}

/**
 * deletePublication: its stories fall back to their authors (collection and
 * pending submission cleared), its staff and open invitations go, and the row
 * stays marked deleted so its addresses answer 410 Gone.
 */
export async function deletePublication(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
}): Promise<CollectionRow> {
  const collection = await findPublication(options.db, options.collectionId);
  await requirePublicationRole(options.db, collection, options.viewer, 'delete');
  const id = options.collectionId;
  return inTransaction(options.db, async (tx) => {
    await tx
      .update(posts)
      .set({ collectionId: null, statusForCollection: null })
      .where(eq(posts.collectionId, id));
    await tx
      .update(posts)
      .set({ pendingCollectionId: null, statusForCollection: null })
      .where(eq(posts.pendingCollectionId, id));
    await tx.delete(collectionMembers).where(eq(collectionMembers.collectionId, id));
    await tx
      .update(collectionInvitations)
      .set({ state: 'REVOKED', answeredAt: new Date() })
      .where(
        and(eq(collectionInvitations.collectionId, id), eq(collectionInvitations.state, 'PENDING')),
      );
    const [deleted] = await tx
      .update(collections)
      .set({ deletedAt: new Date(), domain: null })
      .where(and(eq(collections.id, id), isNull(collections.deletedAt)))
      .returning();
    if (!deleted) throw new NotFoundError(PUBLICATION_ACCESS_TEXTS.notFound);
    return deleted;
  });
}
