import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { media } from '@server/db/schema/media';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionShortforms } from '@server/db/schema/publications';
import type { ShortformRow } from '@server/db/schema/publications';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { announceContentChange } from '@server/lib/content-changes';
import { newId } from '@server/lib/ids';
import { preparedVariants, slot } from '@server/db/prepared-query';
import { cursorSlotValues, cursorText, keysetList, newestPageSlots } from '@server/lib/keyset';
import type { Connection } from '@server/lib/keyset';
import { embedForUrl } from '@server/net/embeds';
import { checkWebUrl } from '@shared/content/safe-url';
import {
  MAX_SHORTFORM_ATTRIBUTION,
  MAX_SHORTFORM_CAPTION,
  MAX_SHORTFORM_TEXT,
  MAX_SHORTFORM_URL,
  SHORTFORM_TEXTS as TEXTS,
} from '@shared/content/shortform';
import type { ShortformType } from '@shared/content/shortform';
import { requirePublicationRole, requireShortformChange } from '../access';
import { findPublication } from './publications.service';

/**
 * Shortform posts: a publication's writers, editors and creator post a link,
 * a picture, a note or a quote to its home; the author or its staff change or
 * delete it. A link is unfurled through the outbound guard when it is saved.
 */

export interface ShortformInput {
  type: ShortformType;
  text?: string | null;
  url?: string | null;
  imageId?: string | null;
  attribution?: string | null;
}

const trimmed = (max: number, tooLong: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(max, tooLong));

const linkUrl = z
  .string({ error: TEXTS.urlRequired })
  .trim()
  .min(1, TEXTS.urlRequired)
  .max(MAX_SHORTFORM_URL)
  .superRefine((value, ctx) => {
    const checked = checkWebUrl(value);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.reason });
  });

/** Each type's fields; what a type does not use is dropped. */
const inputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LINK'),
    url: linkUrl,
    text: trimmed(MAX_SHORTFORM_CAPTION, TEXTS.captionTooLong),
  }),
  z.object({
    type: z.literal('MEDIA'),
    imageId: z.string({ error: TEXTS.imageRequired }).trim().min(1, TEXTS.imageRequired).max(80),
    text: trimmed(MAX_SHORTFORM_CAPTION, TEXTS.captionTooLong),
  }),
  z.object({
    type: z.literal('NOTE'),
    text: trimmed(MAX_SHORTFORM_TEXT, TEXTS.textTooLong).pipe(
      z.string().min(1, TEXTS.noteRequired),
    ),
  }),
  z.object({
    type: z.literal('QUOTE'),
    text: trimmed(MAX_SHORTFORM_TEXT, TEXTS.textTooLong).pipe(
      z.string().min(1, TEXTS.quoteRequired),
    ),
    attribution: trimmed(MAX_SHORTFORM_ATTRIBUTION, TEXTS.attributionTooLong).pipe(
      z.string().min(1, TEXTS.attributionRequired),
    ),
  }),
]);

type ParsedInput = z.infer<typeof inputSchema>;

function parseInput(input: ShortformInput): ParsedInput {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Bad input.');
  return parsed.data;
}

/** The columns a type stores: a link's title and domain fetched, a picture checked to be the viewer's. */
async function columnsOf(
  db: Database,
  viewer: UserRow,
  input: ParsedInput,
  fetchOptions: ShortformFetchOptions,
) {
  const empty = { url: null, linkTitle: null, linkDomain: null, imageId: null, attribution: null };
  switch (input.type) {
    case 'NOTE':
      return { ...empty, text: input.text };
    case 'QUOTE':
      return { ...empty, text: input.text, attribution: input.attribution };
    case 'MEDIA': {
      const [image] = await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.id, input.imageId), eq(media.uploaderId, viewer.id)))
        .limit(1);
      if (!image) throw new BadRequestError(TEXTS.imageNotFound);
      return { ...empty, text: input.text, imageId: image.id };
    }
    case 'LINK':
      return { ...empty, text: input.text, ...(await unfurl(input.url, fetchOptions)) };
  }
}

export interface ShortformFetchOptions {
  /** Loopback hosts the outbound guard lets through in tests (config.linkPreviewTestHosts). */
  allowedHostsForTests?: string[];
}

/** The link's title and domain; a page that cannot be fetched keeps just its domain. */
async function unfurl(url: string, fetchOptions: ShortformFetchOptions) {
  const domain = new URL(url).hostname.replace(/^www\./, '');
  try {
    const embed = await embedForUrl(url, fetchOptions);
    const title = embed.title?.trim() || embed.siteName?.trim() || null;
    return { url, linkTitle: title, linkDomain: domain };
  } catch {
    return { url, linkTitle: null, linkDomain: domain };
  }
}

/** The home's kept copies go when its shortform list changes. */
const announce = (collectionId: string, shortformId: string) =>
  announceContentChange({ ids: [collectionId, shortformId] });

export async function findShortform(db: Database, id: string): Promise<ShortformRow | null> {
  if (!/^[0-9a-f]{1,32}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(collectionShortforms)
    .where(eq(collectionShortforms.id, id.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** createShortform: any of the publication's writers, editors or its creator. */
export async function createShortform(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  input: ShortformInput;
  fetchOptions?: ShortformFetchOptions;
}): Promise<ShortformRow> {
  const collection = await findPublication(options.db, options.collectionId);
  const { viewer } = await requirePublicationRole(
    options.db,
    collection,
    options.viewer,
    'writeShortform',
  );
  const input = parseInput(options.input);
  const columns = await columnsOf(options.db, viewer, input, options.fetchOptions ?? {});
  const [row] = await options.db
    .insert(collectionShortforms)
    .values({
      id: newId(),
      collectionId: options.collectionId,
      creatorId: viewer.id,
      type: input.type,
      ...columns,
    })
    .returning();
  if (!row) throw new Error('shortform insert returned nothing');
  announce(row.collectionId, row.id);
  return row;
}

async function requireChangeable(db: Database, viewer: UserRow | null, id: string) {
  const shortform = await findShortform(db, id);
  if (!shortform) throw new NotFoundError(TEXTS.notFound);
  const collection: CollectionRow | null = await findPublication(db, shortform.collectionId);
  const allowed = await requireShortformChange(db, collection, viewer, shortform.creatorId);
  return { shortform, viewer: allowed.viewer };
}

/** updateShortform: its author (still on the staff) or the publication's editors; the type stays. */
export async function updateShortform(options: {
  db: Database;
  viewer: UserRow | null;
  id: string;
  input: ShortformInput;
  fetchOptions?: ShortformFetchOptions;
}): Promise<ShortformRow> {
  const { shortform, viewer } = await requireChangeable(options.db, options.viewer, options.id);
  const input = parseInput({ ...options.input, type: shortform.type });
  // An editor keeps the author's picture without having uploaded it themself.
  const keepsImage = input.type === 'MEDIA' && input.imageId === shortform.imageId;
  const columns = keepsImage
    ? { text: input.text, imageId: shortform.imageId }
    : await columnsOf(options.db, viewer, input, options.fetchOptions ?? {});
  const [row] = await options.db
    .update(collectionShortforms)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(collectionShortforms.id, shortform.id))
    .returning();
  if (!row) throw new NotFoundError(TEXTS.notFound);
  announce(row.collectionId, row.id);
  return row;
}

/** deleteShortform: the same people as updateShortform; the row goes. */
export async function deleteShortform(options: {
  db: Database;
  viewer: UserRow | null;
  id: string;
}): Promise<boolean> {
  const { shortform } = await requireChangeable(options.db, options.viewer, options.id);
  await options.db.delete(collectionShortforms).where(eq(collectionShortforms.id, shortform.id));
  announce(shortform.collectionId, shortform.id);
  return true;
}

/** A listed shortform post with its writer, read in the same statement. */
export type ListedShortform = ShortformRow & { creator: UserRow };

/**
 * The home's shortform posts, newest first, along collection_shortforms_home_idx.
 * The writers come in the same statement, so the page's user loader batch
 * never splits by which of its lists answered first.
 */
export function listShortforms(
  db: Database,
  collectionId: string,
  page: { first?: number | null; after?: string | null },
): Promise<Connection<ListedShortform>> {
  return keysetList(
    page,
    (cursor, limit) =>
      shortformPage(db, { after: !!cursor }).execute({
        collectionId,
        ...cursorSlotValues(cursor),
        limit,
      }),
    (row) => ({ ...row.shortform, creator: row.creator }),
  );
}

const shortformPage = preparedVariants((db, variant: { after: boolean }) => {
  const page = newestPageSlots(
    collectionShortforms.createdAt,
    collectionShortforms.id,
    variant.after,
  );
  return db
    .select({
      shortform: collectionShortforms,
      creator: users,
      at: cursorText(collectionShortforms.createdAt),
    })
    .from(collectionShortforms)
    .innerJoin(users, eq(users.id, collectionShortforms.creatorId))
    .where(and(eq(collectionShortforms.collectionId, slot('collectionId')), page.after))
    .orderBy(...page.order)
    .limit(page.limit);
});
