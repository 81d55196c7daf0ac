import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import type { CollectionRow } from '@server/db/schema/posts';
import { collectionMembers } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { ForbiddenError, NotFoundError } from '@server/lib/app-errors';
import type { MemberRole, PublicationRole } from '@shared/content/publication-roles';
import { requireWriter } from './viewer-guards';

/**
 * Everything done to a publication or to a story in it. The one table below
 * answers, for every transport, which roles may do each.
 */
export type PublicationOperation =
  | 'editSettings'
  | 'editAurora'
  | 'editFeaturePages'
  | 'sendFeedback'
  | 'editDesign'
  | 'manageDomain'
  | 'inviteWriter'
  | 'inviteEditor'
  | 'removeWriter'
  | 'removeEditor'
  | 'leave'
  | 'transferOwnership'
  | 'delete'
  | 'submit'
  | 'approve'
  | 'removeSubmission'
  | 'schedule'
  | 'editSubmission'
  | 'seeSubmissions'
  | 'seeDraftLabels'
  | 'pin'
  | 'writeShortform'
  | 'editAnyShortform'
  | 'manageNewsletter'
  | 'sendNewsletter';

const STAFF: readonly PublicationRole[] = ['CREATOR', 'EDITOR'];

/**
 * Editors run the publication day to day (settings, writers, submissions);
 * only the creator changes who edits, hands ownership on or deletes it;
 * writers submit their own stories; the creator cannot leave (they hand
 * ownership on first).
 */
const ALLOWED: Record<PublicationOperation, readonly PublicationRole[]> = {
  editSettings: STAFF,
  // Which pages readers see is the owner's call, like deleting it.
  editAurora: ['CREATOR'],
  editFeaturePages: STAFF,
  sendFeedback: STAFF,
  editDesign: STAFF,
  manageDomain: STAFF,
  inviteWriter: STAFF,
  inviteEditor: ['CREATOR'],
  removeWriter: STAFF,
  removeEditor: ['CREATOR'],
  leave: ['EDITOR', 'WRITER'],
  transferOwnership: ['CREATOR'],
  delete: ['CREATOR'],
  submit: ['CREATOR', 'EDITOR', 'WRITER'],
  approve: STAFF,
  removeSubmission: STAFF,
  schedule: STAFF,
  editSubmission: STAFF,
  seeSubmissions: STAFF,
  seeDraftLabels: STAFF,
  pin: STAFF,
  writeShortform: ['CREATOR', 'EDITOR', 'WRITER'],
  editAnyShortform: STAFF,
  // The newsletter speaks for the publication, so only those who run it write or send it.
  manageNewsletter: STAFF,
  sendNewsletter: STAFF,
};

export const PUBLICATION_ACCESS_TEXTS = {
  notAllowed: 'You do not have permission to do that in this publication.',
  notFound: 'Publication not found.',
} as const;

/** May someone holding this role (null: none) do this? */
export const mayInPublication = (
  role: PublicationRole | null,
  operation: PublicationOperation,
): boolean => role !== null && ALLOWED[operation].includes(role);

/** Everything someone holding this role (null: none) may do in a publication, in the table's order. */
export const operationsInPublication = (role: PublicationRole | null): PublicationOperation[] =>
  (Object.keys(ALLOWED) as PublicationOperation[]).filter((operation) =>
    mayInPublication(role, operation),
  );

/**
 * A shortform post is changed or deleted by its author while they still write
 * for the publication, or by its creator and editors.
 */
export const mayChangeShortform = (role: PublicationRole | null, isAuthor: boolean): boolean =>
  mayInPublication(role, 'editAnyShortform') ||
  (isAuthor && mayInPublication(role, 'writeShortform'));

/** Creators and editors: the spec's viewerIsEditor. */
export const isPublicationStaff = (role: PublicationRole | null): boolean =>
  role === 'CREATOR' || role === 'EDITOR';

/** The member-role lookup for code outside a request's loaders: one query per publication. */
export const memberRoleFromDb =
  (db: Database, viewer: Pick<UserRow, 'id'> | null | undefined) =>
  async (collectionId: string): Promise<MemberRole | null> => {
    if (!viewer) return null;
    const [member] = await db
      .select({ role: collectionMembers.role })
      .from(collectionMembers)
      .where(
        and(
          eq(collectionMembers.collectionId, collectionId),
          eq(collectionMembers.userId, viewer.id),
        ),
      )
      .limit(1);
    return member?.role ?? null;
  };

/** What this person is to this publication, read straight from the database. */
export async function publicationRoleOf(
  db: Database,
  collection: Pick<CollectionRow, 'id' | 'creatorId' | 'deletedAt'> | null | undefined,
  viewer: Pick<UserRow, 'id'> | null | undefined,
): Promise<PublicationRole | null> {
  if (!collection || !viewer || collection.deletedAt) return null;
  if (collection.creatorId === viewer.id) return 'CREATOR';
  return memberRoleFromDb(db, viewer)(collection.id);
}

type Allowed = { viewer: UserRow; role: PublicationRole; collection: CollectionRow };

/**
 * The guards' one shape: a signed-in, unsuspended viewer for whom `allows`
 * holds; anyone else is refused (a deleted publication reads as not found).
 */
async function requireAllowed(
  db: Database,
  collection: CollectionRow | null | undefined,
  viewer: UserRow | null | undefined,
  allows: (role: PublicationRole | null, writer: UserRow) => boolean,
): Promise<Allowed> {
  const writer = requireWriter(viewer);
  if (!collection || collection.deletedAt)
    throw new NotFoundError(PUBLICATION_ACCESS_TEXTS.notFound);
  const role = await publicationRoleOf(db, collection, writer);
  if (!role || !allows(role, writer)) throw new ForbiddenError(PUBLICATION_ACCESS_TEXTS.notAllowed);
  return { viewer: writer, role, collection };
}

/** The guard every publication write calls: the viewer's role allows the operation. */
export const requirePublicationRole = (
  db: Database,
  collection: CollectionRow | null | undefined,
  viewer: UserRow | null | undefined,
  operation: PublicationOperation,
): Promise<Allowed> =>
  requireAllowed(db, collection, viewer, (role) => mayInPublication(role, operation));

/**
 * The guard for changing or deleting a shortform post written by `authorId`:
 * its author while they write for the publication, or its staff.
 */
export const requireShortformChange = (
  db: Database,
  collection: CollectionRow | null | undefined,
  viewer: UserRow | null | undefined,
  authorId: string,
): Promise<Allowed> =>
  requireAllowed(db, collection, viewer, (role, writer) =>
    mayChangeShortform(role, authorId === writer.id),
  );
