import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import type { CollectionRow } from '@server/db/schema/posts';
import { posts } from '@server/db/schema/posts';
import { collectionInvitations, collectionMembers } from '@server/db/schema/publications';
import type { CollectionInvitationRow } from '@server/db/schema/publications';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { newId, newToken } from '@server/lib/ids';
import type { MemberRole } from '@shared/content/publication-roles';
import { publicationRoleOf, requirePublicationRole, requireWriter } from '../access';
import { notifyEditorAdded } from '../notifications';
import { findPublication } from './publications.service';
import { PUBLICATION_TEXTS } from './publications.texts';

const inviteeInput = z.string().trim().min(1, PUBLICATION_TEXTS.inviteeRequired).max(254);
const emailShape = z.string().email();

/** The person named by a username (with or without its @) or an e-mail address. */
async function resolveInvitee(db: Database, invitee: string) {
  const text = inviteeInput.parse(invitee);
  if (emailShape.safeParse(text).success) {
    const email = text.toLowerCase();
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    return { user: user ?? null, email };
  }
  const username = text.replace(/^@/, '').toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`)
    .limit(1);
  if (!user) throw new BadRequestError(PUBLICATION_TEXTS.inviteeUnknown);
  return { user, email: null };
}

export interface Invitation {
  invitation: CollectionInvitationRow;
  collection: CollectionRow;
  /** Where the invitation's mail goes. */
  email: string | null;
}

/**
 * inviteToPublication: creators invite editors and writers, editors invite
 * writers. One open invitation per person; the mail carries its token.
 */
export async function inviteToPublication(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  invitee: string;
  role: MemberRole;
}): Promise<Invitation> {
  const collection = await findPublication(options.db, options.collectionId);
  const operation = options.role === 'EDITOR' ? 'inviteEditor' : 'inviteWriter';
  const { viewer } = await requirePublicationRole(
    options.db,
    collection,
    options.viewer,
    operation,
  );
  const target = await resolveInvitee(options.db, options.invitee);
  if (target.user && (await publicationRoleOf(options.db, collection, target.user)))
    throw new BadRequestError(PUBLICATION_TEXTS.alreadyMember);
  const [invitation] = await options.db
    .insert(collectionInvitations)
    .values({
      id: newId(),
      collectionId: options.collectionId,
      inviterId: viewer.id,
      inviteeId: target.user?.id ?? null,
      email: target.user ? null : target.email,
      role: options.role,
      token: newToken(),
    })
    .onConflictDoNothing()
    .returning();
  if (!invitation || !collection) throw new BadRequestError(PUBLICATION_TEXTS.alreadyInvited);
  return { invitation, collection, email: target.user?.email ?? target.email };
}

/** An open invitation by its token; one sent to a person is for that person only. */
export async function findOpenInvitation(
  db: Database,
  viewer: UserRow | null,
  token: string,
): Promise<CollectionInvitationRow> {
  const [invitation] = await db
    .select()
    .from(collectionInvitations)
    .where(and(eq(collectionInvitations.token, token), eq(collectionInvitations.state, 'PENDING')))
    .limit(1);
  if (!invitation) throw new NotFoundError(PUBLICATION_TEXTS.invitationNotFound);
  if (viewer && invitation.inviteeId && invitation.inviteeId !== viewer.id)
    throw new BadRequestError(PUBLICATION_TEXTS.invitationForSomeoneElse);
  return invitation;
}

/**
 * Accepting makes the viewer an editor or writer in the same transaction that
 * closes the invitation (and, for an editor, tells them so: collection_editor_added).
 */
export async function answerInvitation(options: {
  db: Database;
  viewer: UserRow | null;
  token: string;
  accept: boolean;
}): Promise<CollectionRow> {
  const viewer = requireWriter(options.viewer);
  const invitation = await findOpenInvitation(options.db, viewer, options.token);
  const collection = await findPublication(options.db, invitation.collectionId);
  if (!collection || collection.deletedAt)
    throw new NotFoundError(PUBLICATION_TEXTS.invitationNotFound);
  await inTransaction(options.db, async (tx) => {
    await tx
      .update(collectionInvitations)
      .set({ state: options.accept ? 'ACCEPTED' : 'DECLINED', answeredAt: new Date() })
      .where(eq(collectionInvitations.id, invitation.id));
    if (!options.accept || collection.creatorId === viewer.id) return;
    await tx
      .insert(collectionMembers)
      .values({ collectionId: collection.id, userId: viewer.id, role: invitation.role })
      .onConflictDoUpdate({
        target: [collectionMembers.collectionId, collectionMembers.userId],
        set: { role: invitation.role },
      });
    if (invitation.role === 'EDITOR')
      await notifyEditorAdded(tx, { collection, editorId: viewer.id, by: invitation.inviterId });
  });
  return collection;
}

/** Takes back an invitation nobody answered yet. */
export async function revokeInvitation(options: {
  db: Database;
  viewer: UserRow | null;
  invitationId: string;
}): Promise<CollectionInvitationRow> {
  const [invitation] = await options.db
    .select()
    .from(collectionInvitations)
    .where(eq(collectionInvitations.id, options.invitationId))
    .limit(1);
  if (!invitation || invitation.state !== 'PENDING')
    throw new NotFoundError(PUBLICATION_TEXTS.invitationNotFound);
  const collection = await findPublication(options.db, invitation.collectionId);
  const operation = invitation.role === 'EDITOR' ? 'inviteEditor' : 'inviteWriter';
  await requirePublicationRole(options.db, collection, options.viewer, operation);
  const [revoked] = await options.db
    .update(collectionInvitations)
    .set({ state: 'REVOKED', answeredAt: new Date() })
    .where(eq(collectionInvitations.id, invitation.id))
    .returning();
  return revoked ?? invitation;
}

/** Ends a membership and withdraws the person's waiting submissions, in one transaction. */
async function endMembership(db: Database, collectionId: string, userId: string) {
  await inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(collectionMembers)
      .where(
        and(eq(collectionMembers.collectionId, collectionId), eq(collectionMembers.userId, userId)),
      )
      .returning();
    if (removed.length === 0) throw new NotFoundError(PUBLICATION_TEXTS.memberNotFound);
    await tx
      .update(posts)
      .set({ pendingCollectionId: null, statusForCollection: null })
      .where(and(eq(posts.pendingCollectionId, collectionId), eq(posts.creatorId, userId)));
  });
}

/** Editors remove writers; only the creator removes editors. Access ends at once. */
export async function removeMember(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  userId: string;
}): Promise<CollectionRow> {
  const collection = await findPublication(options.db, options.collectionId);
  const targetRole = await publicationRoleOf(options.db, collection, { id: options.userId });
  if (!targetRole || targetRole === 'CREATOR') {
    await requirePublicationRole(options.db, collection, options.viewer, 'removeWriter');
    throw new NotFoundError(PUBLICATION_TEXTS.memberNotFound);
  }
  const operation = targetRole === 'EDITOR' ? 'removeEditor' : 'removeWriter';
  const allowed = await requirePublicationRole(options.db, collection, options.viewer, operation);
  await endMembership(options.db, allowed.collection.id, options.userId);
  return allowed.collection;
}

/** An editor or writer leaves; the creator hands ownership on first. */
export async function leavePublication(options: {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
}): Promise<CollectionRow> {
  const collection = await findPublication(options.db, options.collectionId);
  const allowed = await requirePublicationRole(options.db, collection, options.viewer, 'leave');
  await endMembership(options.db, allowed.collection.id, allowed.viewer.id);
  return allowed.collection;
}
