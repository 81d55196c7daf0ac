import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { posts } from '@server/db/schema/posts';
import type { CollectionRow, PostRow } from '@server/db/schema/posts';
import { featurePageStories, featurePages } from '@server/db/schema/publications';
import type { FeaturePageRow } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { announceContentChange } from '@server/lib/content-changes';
import { newId } from '@server/lib/ids';
import { afterCursor, cursorText, keysetList, newestFirst } from '@server/lib/keyset';
import { FEATURE_PAGE_LIMITS, hasClassicPages } from '@shared/content/publication-aurora';
import { requirePublicationRole } from '../access';
import { PUBLICATION_MENU_TEXTS as TEXTS } from './publication-menu.texts';
import { publicationStorySql } from './publication-stories';
import { findPublication } from './publications.service';

/**
 * Feature pages: a classic publication's titled, ordered selections of its
 * stories at /{collectionSlug}/pages/{slug}. Its creator and editors write
 * them; readers see the stories they may see there, in the editors' order.
 */

const featurePageInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, TEXTS.featurePageTitleRequired)
    .max(FEATURE_PAGE_LIMITS.titleLength, TEXTS.featurePageTitleTooLong),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(FEATURE_PAGE_LIMITS.slugPattern, TEXTS.featurePageSlug),
  storyIds: z
    .array(z.string().max(64))
    .max(FEATURE_PAGE_LIMITS.stories, TEXTS.featurePageTooManyStories)
    .refine((ids) => new Set(ids).size === ids.length, TEXTS.featurePageDuplicateStory),
});

export type FeaturePageInput = z.input<typeof featurePageInput>;

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** The publication's feature pages, newest first, along feature_pages_collection_created_idx. */
export function listFeaturePages(db: Database, collectionId: string, page: PageArgs) {
  return keysetList(
    page,
    (cursor, limit) =>
      db
        .select({ page: featurePages, at: cursorText(featurePages.createdAt) })
        .from(featurePages)
        .where(
          and(
            eq(featurePages.collectionId, collectionId),
            afterCursor(featurePages.createdAt, featurePages.id, cursor),
          ),
        )
        .orderBy(...newestFirst(featurePages.createdAt, featurePages.id))
        .limit(limit),
    (row) => row.page,
  );
}

/** One feature page by its slug (any letter case), or null. */
export async function findFeaturePage(
  db: Database,
  collectionId: string,
  slug: string,
): Promise<FeaturePageRow | null> {
  const [row] = await db
    .select()
    .from(featurePages)
    .where(
      and(
        eq(featurePages.collectionId, collectionId),
        sql`lower(${featurePages.slug}) = lower(${slug.slice(0, 64)})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The stories this viewer may see on the page, in its order: one statement. */
export async function listFeaturePageStories(
  db: Database,
  page: FeaturePageRow,
  viewerId: string | null,
): Promise<PostRow[]> {
  const rows = await db
    .select({ post: posts })
    .from(featurePageStories)
    .innerJoin(posts, eq(posts.id, featurePageStories.postId))
    .where(
      and(
        eq(featurePageStories.featurePageId, page.id),
        publicationStorySql(page.collectionId, viewerId),
      ),
    )
    .orderBy(asc(featurePageStories.position));
  return rows.map((row) => row.post);
}

/** The ids of every story on the page, in order, for its editors (readable or not). */
export async function listFeaturePageStoryIds(
  db: Database,
  page: FeaturePageRow,
): Promise<string[]> {
  const rows = await db
    .select({ postId: featurePageStories.postId })
    .from(featurePageStories)
    .where(eq(featurePageStories.featurePageId, page.id))
    .orderBy(asc(featurePageStories.position));
  return rows.map((row) => row.postId);
}

async function requireEditable(db: Database, viewer: UserRow | null, collectionId: string) {
  const { collection } = await requirePublicationRole(
    db,
    await findPublication(db, collectionId.slice(0, 64)),
    viewer,
    'editFeaturePages',
  );
  if (!hasClassicPages(collection)) throw new BadRequestError(TEXTS.featurePagesAurora);
  return collection;
}

/** Every story must be one the publication holds (approved into it). */
async function checkStories(db: Database, collection: CollectionRow, storyIds: string[]) {
  if (!storyIds.length) return;
  const found = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        inArray(posts.id, storyIds),
        eq(posts.collectionId, collection.id),
        eq(posts.statusForCollection, 'APPROVED'),
      ),
    );
  if (found.length !== storyIds.length) throw new BadRequestError(TEXTS.featurePageForeignStory);
}

async function slugIsTaken(tx: Database, collectionId: string, slug: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: featurePages.id })
    .from(featurePages)
    .where(
      and(
        eq(featurePages.collectionId, collectionId),
        sql`lower(${featurePages.slug}) = ${slug}`,
        exceptId ? ne(featurePages.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

async function replaceStories(tx: Database, featurePageId: string, storyIds: string[]) {
  await tx.delete(featurePageStories).where(eq(featurePageStories.featurePageId, featurePageId));
  if (storyIds.length)
    await tx
      .insert(featurePageStories)
      .values(storyIds.map((postId, position) => ({ featurePageId, position, postId })));
}

/** The checks a write passes before it starts: who, the page's fields, its stories. */
async function checkedWrite(
  db: Database,
  viewer: UserRow | null,
  collectionId: string,
  raw: FeaturePageInput,
) {
  const collection = await requireEditable(db, viewer, collectionId);
  const parsed = featurePageInput.safeParse(raw);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? '');
  await checkStories(db, collection, parsed.data.storyIds);
  return { collection, input: parsed.data };
}

/** createFeaturePage: a new page with its stories, in one transaction. */
export async function createFeaturePage(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  input: FeaturePageInput;
}): Promise<FeaturePageRow> {
  const { collection, input } = await checkedWrite(
    options.db,
    options.viewer,
    options.collectionId,
    options.input,
  );
  const created = await inTransaction(options.db, async (tx) => {
    if (await slugIsTaken(tx, collection.id, input.slug))
      throw new BadRequestError(TEXTS.featurePageSlugTaken);
    const [row] = await tx
      .insert(featurePages)
      .values({ id: newId(), collectionId: collection.id, slug: input.slug, title: input.title })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new BadRequestError(TEXTS.featurePageSlugTaken);
    await replaceStories(tx, row.id, input.storyIds);
    return row;
  });
  announceContentChange({ ids: [collection.id] });
  return created;
}

async function findOwnPage(db: Database, featurePageId: string): Promise<FeaturePageRow> {
  const [page] = await db
    .select()
    .from(featurePages)
    .where(eq(featurePages.id, featurePageId.slice(0, 64)))
    .limit(1);
  if (!page) throw new NotFoundError(TEXTS.featurePageNotFound);
  return page;
}

/** updateFeaturePage: title, address and stories replaced together. */
export async function updateFeaturePage(options: {
  db: Database;
  viewer: UserRow | null;
  featurePageId: string;
  input: FeaturePageInput;
}): Promise<FeaturePageRow> {
  const page = await findOwnPage(options.db, options.featurePageId);
  const { collection, input } = await checkedWrite(
    options.db,
    options.viewer,
    page.collectionId,
    options.input,
  );
  const updated = await inTransaction(options.db, async (tx) => {
    if (await slugIsTaken(tx, collection.id, input.slug, page.id))
      throw new BadRequestError(TEXTS.featurePageSlugTaken);
    const [row] = await tx
      .update(featurePages)
      .set({ title: input.title, slug: input.slug, updatedAt: new Date() })
      .where(eq(featurePages.id, page.id))
      .returning();
    if (!row) throw new NotFoundError(TEXTS.featurePageNotFound);
    await replaceStories(tx, row.id, input.storyIds);
    return row;
  });
  announceContentChange({ ids: [collection.id] });
  return updated;
}

/** deleteFeaturePage: the page and its list go; the stories stay where they are. */
export async function deleteFeaturePage(options: {
  db: Database;
  viewer: UserRow | null;
  featurePageId: string;
}): Promise<CollectionRow> {
  const page = await findOwnPage(options.db, options.featurePageId);
  const collection = await requireEditable(options.db, options.viewer, page.collectionId);
  await options.db.delete(featurePages).where(eq(featurePages.id, page.id));
  announceContentChange({ ids: [collection.id] });
  return collection;
}
