/** What the moderation domain offers the rest of the server; everything else in this folder is its own. */
export { createModerationLoaders } from './moderation.loaders';
export { moderationResolvers } from './moderation.resolvers';
export { suspendPost } from './moderation.service';
