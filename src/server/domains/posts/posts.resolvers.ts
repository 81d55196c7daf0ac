import type { PostRow } from '../../db/schema/posts';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers';
import { NotFoundError } from '../../graphql/errors';
import {
  canViewPost,
  findPost,
  listLatestPosts,
  listSampleStories,
  postPath,
} from './posts.service';

const NOT_FOUND = { message: 'Post not found.' };

export const postsResolvers: Resolvers = {
  Query: {
    latestPosts: (
      _: unknown,
      args: { first?: number | null; after?: string | null },
      ctx: GraphQLContext,
    ) => listLatestPosts({ db: ctx.db, first: args.first ?? 10, after: args.after }),
    postResult: async (_: unknown, args: { id: string }, ctx: GraphQLContext) => {
      if (!/^[0-9a-f]{1,32}$/i.test(args.id)) return NOT_FOUND;
      const post = await findPost({ db: ctx.db, id: args.id });
      if (!post || !canViewPost(post, ctx.viewer)) return NOT_FOUND;
      return post;
    },
    sampleStories: (_: unknown, args: { count?: number | null }, ctx: GraphQLContext) =>
      listSampleStories({ db: ctx.db, count: args.count ?? 3 }),
  },
  PostResult: {
    __resolveType: (value) => ('creatorId' in value ? 'Post' : 'NotFound'),
  },
  Post: {
    isLocked: (post: PostRow) => post.visibility === 'LOCKED',
    isPublished: (post: PostRow) => post.status === 'PUBLISHED',
    creator: async (post: PostRow, _: unknown, ctx: GraphQLContext) => {
      const creator = await ctx.loaders.userById.load(post.creatorId);
      if (!creator) throw new NotFoundError('Author not found.');
      return creator;
    },
    collection: (post: PostRow, _: unknown, ctx: GraphQLContext) =>
      post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
    mediumUrl: async (post: PostRow, _: unknown, ctx: GraphQLContext) => {
      const [creator, collection] = await Promise.all([
        ctx.loaders.userById.load(post.creatorId),
        post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
      ]);
      return postPath(post, creator, collection?.slug ?? null);
    },
    previewImage: (post: PostRow) => {
      const image = post.content.paragraphs.find(
        (paragraph) => paragraph.type === 'IMG' && paragraph.metadata?.id === post.previewImageId,
      )?.metadata;
      return image ?? null;
    },
    tags: (post: PostRow, _: unknown, ctx: GraphQLContext) =>
      ctx.loaders.tagsByPostId.load(post.id),
  },
  Tag: {
    id: (tag: { slug: string }) => tag.slug,
  },
  ImageMetadata: {
    // The spec's default focus point is the centre.
    focusPercentX: (image) => image.focusPercentX ?? 50,
    focusPercentY: (image) => image.focusPercentY ?? 50,
  },
  Paragraph: {
    markups: (paragraph) => paragraph.markups ?? [],
  },
};
