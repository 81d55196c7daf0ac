import type { Resolvers } from '@server/graphql/generated/resolvers';
import { isTrendingMode } from '@shared/topics/trending-modes';
import { listFollowedTopics, listTopicStories, topTopicStories } from './topic-stories';
import { findTopic, followTopic, listTopics, saveTopic, unfollowTopic } from './topics.service';
import { trendingStories } from './trending';

export const topicsResolvers: Resolvers = {
  Query: {
    topics: (_parent, _args, ctx) => listTopics(ctx),
    topic: (_parent, args, ctx) => findTopic(ctx, { slug: args.slug.slice(0, 100) }),
    trending: async (_parent, args, ctx) => {
      if (!isTrendingMode(args.mode)) return null;
      const topic = args.topicSlug
        ? await findTopic(ctx, { slug: args.topicSlug.slice(0, 100) })
        : null;
      if (args.topicSlug && !topic) return null;
      const stories = await trendingStories({
        db: ctx.db,
        viewerId: ctx.viewer?.id ?? null,
        mode: args.mode,
        topicId: topic?.id,
      });
      return { mode: args.mode, topic, stories };
    },
  },
  Mutation: {
    followTopic: (_parent, args, ctx) => followTopic(ctx, args.topicId),
    unfollowTopic: (_parent, args, ctx) => unfollowTopic(ctx, args.topicId),
    saveTopic: (_parent, args, ctx) => saveTopic(ctx, args.input),
  },
  Topic: {
    tagSlugs: (topic, _args, ctx) => ctx.loaders.tagSlugsByTopicId.load(topic.id),
    followerCount: (topic, _args, ctx) => ctx.loaders.topicFollowerCount.load(topic.id),
    isFollowing: (topic, _args, ctx) => ctx.loaders.viewerFollowsTopic.load(topic.id),
    latestStories: (topic, args, ctx) =>
      listTopicStories(ctx.db, ctx.viewer?.id ?? null, topic.id, args),
    topStories: (topic, _args, ctx) => topTopicStories(ctx.db, ctx.viewer?.id ?? null, topic.id),
  },
  User: {
    followedTopics: (user, args, ctx) => listFollowedTopics(ctx.db, ctx.viewer, user.id, args),
  },
};
