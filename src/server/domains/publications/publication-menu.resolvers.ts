import type { CollectionRow } from '@server/db/schema/posts';
import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { NotFoundError } from '@server/lib/app-errors';
import { publicationFeedbackMail } from '@server/mail/templates/publication-feedback';
import { collectionUrl } from '@shared/routing/urls';
import { PUBLICATION_ACCESS_TEXTS, isPublicationStaff, viewerRoleIn } from '../access';
import {
  createFeaturePage,
  deleteFeaturePage,
  findFeaturePage,
  listFeaturePageStories,
  listFeaturePageStoryIds,
  listFeaturePages,
  updateFeaturePage,
} from './feature-pages.service';
import { setPublicationAurora } from './publication-aurora.service';
import { storePublicationFeedback } from './publication-feedback.service';

type Ctx = GraphQLContext;

const isStaff = async (collection: CollectionRow, ctx: Ctx) =>
  isPublicationStaff(
    await viewerRoleIn(collection, ctx.viewer, (id) => ctx.loaders.viewerMemberRole.load(id)),
  );

/** The publication menu's settings and the pages it leads to: feature pages and Send feedback. */
export const publicationMenuResolvers: Resolvers = {
  Mutation: {
    setPublicationAurora: async (_, args, ctx) => {
      const updated = await setPublicationAurora({
        db: ctx.db,
        viewer: ctx.viewer,
        collectionId: args.collectionId,
        settings: args.input,
      });
      ctx.loaders.collectionById.clear(updated.id);
      return updated;
    },
    createFeaturePage: (_, args, ctx) =>
      createFeaturePage({
        db: ctx.db,
        viewer: ctx.viewer,
        collectionId: args.collectionId,
        input: args.input,
      }),
    updateFeaturePage: (_, args, ctx) =>
      updateFeaturePage({
        db: ctx.db,
        viewer: ctx.viewer,
        featurePageId: args.featurePageId,
        input: args.input,
      }),
    deleteFeaturePage: (_, args, ctx) =>
      deleteFeaturePage({ db: ctx.db, viewer: ctx.viewer, featurePageId: args.featurePageId }),
    sendPublicationFeedback: async (_, args, ctx) => {
      const sent = await storePublicationFeedback({
        db: ctx.db,
        viewer: ctx.viewer,
        collectionId: args.collectionId,
        message: args.message,
      });
      const to = ctx.config.mail.operatorEmail;
      if (to)
        await ctx.mailer.send(
          publicationFeedbackMail({
            to,
            productName: ctx.config.productName,
            senderName: sent.sender.name,
            senderUsername: sent.sender.username,
            publicationName: sent.collection.name,
            publicationUrl: `${ctx.publicUrl}${collectionUrl(sent.collection)}`,
            message: sent.message,
          }),
        );
      return true;
    },
  },
  Collection: {
    featurePages: (collection, args, ctx) => listFeaturePages(ctx.db, collection.id, args),
    featurePage: (collection, args, ctx) => findFeaturePage(ctx.db, collection.id, args.slug),
  },
  FeaturePage: {
    collection: async (page, _, ctx) => {
      const collection = await ctx.loaders.collectionById.load(page.collectionId);
      if (!collection) throw new NotFoundError(PUBLICATION_ACCESS_TEXTS.notFound);
      return collection;
    },
    stories: (page, _, ctx) => listFeaturePageStories(ctx.db, page, ctx.viewer?.id ?? null),
    storyIds: async (page, _, ctx) => {
      const collection = await ctx.loaders.collectionById.load(page.collectionId);
      if (!collection || !(await isStaff(collection, ctx))) return [];
      return listFeaturePageStoryIds(ctx.db, page);
    },
  },
};
