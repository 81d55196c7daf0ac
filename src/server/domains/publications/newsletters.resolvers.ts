import type { NewsletterRow } from '@server/db/schema/publications';
import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { NotFoundError } from '@server/lib/app-errors';
import { isPublicationStaff, viewerRoleIn } from '../access';
import {
  createNewsletter,
  isSubscribed,
  setNewsletterSubscription,
  sendStoryToNewsletter,
  storiesToSend,
  subscriberCount,
  updateNewsletter,
} from './newsletters.service';
import { NEWSLETTER_TEXTS } from './newsletters.texts';

type Ctx = GraphQLContext;

async function publicationOf(newsletter: NewsletterRow, ctx: Ctx) {
  const collection = await ctx.loaders.collectionById.load(newsletter.collectionId);
  if (!collection || collection.deletedAt) throw new NotFoundError(NEWSLETTER_TEXTS.notFound);
  return collection;
}

/** The viewer runs the newsletter's publication (the access room's staff rule). */
const viewerRunsIt = async (newsletter: NewsletterRow, ctx: Ctx) =>
  isPublicationStaff(
    await viewerRoleIn(await publicationOf(newsletter, ctx), ctx.viewer, (id) =>
      ctx.loaders.viewerMemberRole.load(id),
    ),
  );

const subscription =
  (subscribed: boolean) => (_: unknown, args: { newsletterId: string }, ctx: Ctx) =>
    setNewsletterSubscription({
      db: ctx.db,
      viewer: ctx.viewer,
      newsletterId: args.newsletterId,
      subscribed,
    });

/** Publication newsletters: create, rename, subscribe, send. */
export const newslettersResolvers: Resolvers = {
  Mutation: {
    createCollectionNewsletter: (_, args, ctx) =>
      createNewsletter({
        db: ctx.db,
        viewer: ctx.viewer,
        collectionId: args.collectionId,
        input: { name: args.input.name, description: args.input.description ?? '' },
      }),
    updateNewsletter: (_, args, ctx) =>
      updateNewsletter({
        db: ctx.db,
        viewer: ctx.viewer,
        newsletterId: args.newsletterId,
        input: { name: args.input.name, description: args.input.description ?? '' },
      }),
    subscribeToNewsletter: subscription(true),
    unsubscribeFromNewsletter: subscription(false),
    sendStoryToNewsletter: (_, args, ctx) =>
      sendStoryToNewsletter({
        db: ctx.db,
        viewer: ctx.viewer,
        newsletterId: args.newsletterId,
        postId: args.postId,
      }),
  },
  Collection: {
    newsletterV3: (collection, _, ctx) =>
      collection.deletedAt ? null : ctx.loaders.newsletterByCollectionId.load(collection.id),
  },
  Newsletter: {
    type: () => 'COLLECTION',
    collection: (newsletter, _, ctx) => publicationOf(newsletter, ctx),
    subscriberCount: async (newsletter, _, ctx) =>
      (await viewerRunsIt(newsletter, ctx)) ? subscriberCount(ctx.db, newsletter.id) : null,
    viewerIsSubscribed: (newsletter, _, ctx) =>
      ctx.viewer ? isSubscribed(ctx.db, newsletter.id, ctx.viewer.id) : false,
    viewerCanEdit: (newsletter, _, ctx) => viewerRunsIt(newsletter, ctx),
    storiesToSend: async (newsletter, _, ctx) =>
      (await viewerRunsIt(newsletter, ctx)) ? storiesToSend(ctx.db, newsletter) : [],
  },
};
