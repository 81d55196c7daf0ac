import type { CollectionRow } from '@server/db/schema/posts';
import type { CollectionInvitationRow } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { NotFoundError } from '@server/lib/app-errors';
import { publicationInvitationMail } from '@server/mail/templates/publication-invitation';
import { isPublicationStaff, mayInPublication, viewerRoleIn } from '../access';
import {
  answerInvitation,
  findOpenInvitation,
  inviteToPublication,
  leavePublication,
  removeMember,
  revokeInvitation,
} from './membership.service';
import type { Invitation } from './membership.service';
import {
  listSubmissions,
  listViewerInvitations,
  listViewerPublications,
} from './publication-lists';
import { updatePublication } from './publication-settings.service';
import { listInvitations } from './publication-staff';
import {
  createPublication,
  deletePublication,
  findPublicationBySlug,
  transferOwnership,
} from './publications.service';
import { approveSubmission, removeFromPublication, submitStory } from './submissions.service';

type Ctx = GraphQLContext;

const viewerRole = (collection: CollectionRow, ctx: Ctx) =>
  viewerRoleIn(collection, ctx.viewer, (id) => ctx.loaders.viewerMemberRole.load(id));

/** A staff mutation changed who holds which role: this request's loaders forget it. */
function forgetStaff(ctx: Ctx, collection: CollectionRow): CollectionRow {
  ctx.loaders.viewerMemberRole.clear(collection.id);
  ctx.loaders.membersByCollectionId.clear(collection.id);
  ctx.loaders.collectionById.clear(collection.id);
  return collection;
}

/** The invitation's mail, sent once the invitation is stored; its link opens /me/publications. */
async function mailInvitation(ctx: Ctx, sent: Invitation) {
  if (!sent.email || !ctx.viewer) return;
  const link = `${ctx.publicUrl}/me/publications?invitation=${encodeURIComponent(sent.invitation.token)}`;
  await ctx.mailer.send(
    publicationInvitationMail({
      to: sent.email,
      productName: ctx.config.productName,
      inviterName: ctx.viewer.name,
      publicationName: sent.collection.name,
      role: sent.invitation.role,
      link,
    }),
  );
}

/** The person an invitation names, by account or by their account's e-mail address. */
const isInvitee = (invitation: CollectionInvitationRow, viewer: UserRow | null): boolean =>
  !!viewer &&
  (invitation.inviteeId === viewer.id ||
    (!!invitation.email && invitation.email === viewer.email?.toLowerCase()));

async function requireUser(ctx: Ctx, id: string): Promise<UserRow> {
  const user = await ctx.loaders.userById.load(id);
  if (!user) throw new NotFoundError('User not found.');
  return user;
}

/** Only the user themself sees which publications they belong to. */
async function ownCollections(user: UserRow, ctx: Ctx, staffOnly: boolean) {
  if (ctx.viewer?.id !== user.id) return [];
  const page = await listViewerPublications({
    db: ctx.db,
    viewer: ctx.viewer,
    page: { first: 50 },
  });
  const collections = page.edges.map((edge) => edge.node);
  if (!staffOnly) return collections;
  const roles = await Promise.all(collections.map((collection) => viewerRole(collection, ctx)));
  return collections.filter((_, index) => isPublicationStaff(roles[index] ?? null));
}

export const publicationsResolvers: Resolvers = {
  Query: {
    viewerPublications: (_, args, ctx) =>
      listViewerPublications({ db: ctx.db, viewer: ctx.viewer, page: args }),
    viewerPublicationInvitations: (_, __, ctx) => listViewerInvitations(ctx.db, ctx.viewer),
    publicationInvitation: (_, args, ctx) => findOpenInvitation(ctx.db, ctx.viewer, args.token),
    collectionBySlug: async (_, args, ctx) => {
      const collection = await findPublicationBySlug(ctx.db, args.slug);
      // Its stories ask for their publication by id: they need not read it again.
      if (collection) ctx.loaders.collectionById.prime(collection.id, collection);
      return collection && !collection.deletedAt ? collection : null;
    },
  },
  Mutation: {
    createPublication: (_, args, ctx) =>
      createPublication({
        db: ctx.db,
        viewer: ctx.viewer,
        input: { ...args.input, tagline: args.input.tagline ?? '' },
      }),
    updatePublication: async (_, args, ctx) => {
      const updated = await updatePublication({
        db: ctx.db,
        viewer: ctx.viewer,
        collectionId: args.collectionId,
        input: { ...args.input, tagline: args.input.tagline ?? '' },
      });
      ctx.loaders.collectionById.clear(updated.id);
      return updated;
    },
    inviteToPublication: async (_, args, ctx) => {
      if (args.role === 'CREATOR') throw new NotFoundError('Invite an editor or a writer.');
      const sent = await inviteToPublication({
        db: ctx.db,
        viewer: ctx.viewer,
        collectionId: args.collectionId,
        invitee: args.invitee,
        role: args.role,
      });
      await mailInvitation(ctx, sent);
      return sent.invitation;
    },
    answerPublicationInvitation: async (_, args, ctx) =>
      forgetStaff(ctx, await answerInvitation({ db: ctx.db, viewer: ctx.viewer, ...args })),
    revokePublicationInvitation: (_, args, ctx) =>
      revokeInvitation({ db: ctx.db, viewer: ctx.viewer, invitationId: args.invitationId }),
    removePublicationMember: async (_, args, ctx) =>
      forgetStaff(ctx, await removeMember({ db: ctx.db, viewer: ctx.viewer, ...args })),
    leavePublication: async (_, args, ctx) =>
      forgetStaff(ctx, await leavePublication({ db: ctx.db, viewer: ctx.viewer, ...args })),
    transferPublicationOwnership: async (_, args, ctx) =>
      forgetStaff(ctx, await transferOwnership({ db: ctx.db, viewer: ctx.viewer, ...args })),
    deletePublication: async (_, args, ctx) => {
      forgetStaff(ctx, await deletePublication({ db: ctx.db, viewer: ctx.viewer, ...args }));
      return true;
    },
    submitStoryToPublication: (_, args, ctx) =>
      submitStory({
        db: ctx.db,
        viewer: ctx.viewer,
        collectionId: args.collectionId,
        postId: args.postId,
        submitNow: args.submitNow ?? true,
      }),
    approveSubmission: (_, args, ctx) =>
      approveSubmission({ db: ctx.db, viewer: ctx.viewer, postId: args.postId }),
    removeStoryFromPublication: (_, args, ctx) =>
      removeFromPublication({ db: ctx.db, viewer: ctx.viewer, postId: args.postId }),
  },
  Collection: {
    avatarImageId: (collection) => collection.avatarImageId,
    faviconImageId: (collection) => collection.faviconImageId,
    avatar: (collection) => (collection.avatarImageId ? { id: collection.avatarImageId } : null),
    favicon: (collection) => (collection.faviconImageId ? { id: collection.faviconImageId } : null),
    editors: async (collection, _, ctx) => {
      const members = await ctx.loaders.membersByCollectionId.load(collection.id);
      const creator = await requireUser(ctx, collection.creatorId);
      return [creator, ...members.filter((m) => m.role === 'EDITOR').map((m) => m.user)];
    },
    members: async (collection, _, ctx) => {
      if (!isPublicationStaff(await viewerRole(collection, ctx))) return [];
      const members = await ctx.loaders.membersByCollectionId.load(collection.id);
      const creator = await requireUser(ctx, collection.creatorId);
      return [{ user: creator, role: 'CREATOR' as const }, ...members];
    },
    invitations: async (collection, _, ctx) =>
      isPublicationStaff(await viewerRole(collection, ctx))
        ? listInvitations(ctx.db, collection.id)
        : [],
    submissions: async (collection, args, ctx) =>
      mayInPublication(await viewerRole(collection, ctx), 'seeSubmissions')
        ? listSubmissions({ db: ctx.db, collection, page: args })
        : null,
    publishedStoryCount: (collection, _, ctx) =>
      ctx.loaders.publicationStoryCount.load(collection.id),
    pendingSubmissionCount: async (collection, _, ctx) =>
      mayInPublication(await viewerRole(collection, ctx), 'seeSubmissions')
        ? ctx.loaders.pendingSubmissionCount.load(collection.id)
        : null,
  },
  User: {
    writerCollections: (user, _, ctx) => ownCollections(user, ctx, false),
    adminCollections: (user, _, ctx) => ownCollections(user, ctx, true),
  },
  PublicationInvitation: {
    collection: async (invitation: CollectionInvitationRow, _, ctx) => {
      const collection = await ctx.loaders.collectionById.load(invitation.collectionId);
      if (!collection) throw new NotFoundError('Publication not found.');
      return collection;
    },
    invitee: (invitation, _, ctx) =>
      invitation.inviteeId ? ctx.loaders.userById.load(invitation.inviteeId) : null,
    inviter: (invitation, _, ctx) => requireUser(ctx, invitation.inviterId),
    token: (invitation, _, ctx) => (isInvitee(invitation, ctx.viewer) ? invitation.token : null),
  },
};
