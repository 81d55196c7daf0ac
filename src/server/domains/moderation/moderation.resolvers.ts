import type { Resolvers } from '../../graphql/generated/resolvers';

/** Staff moderation: acting on reports, suspending accounts and stories, limiting content. */
export const moderationResolvers: Resolvers = {};
