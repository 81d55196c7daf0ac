/** What the posts domain offers the rest of the server; everything else in this folder is its own. */
export { resolvePostResult } from './post-result';
export { firstImageId } from './post-settings';
export { createPostLoaders } from './posts.loaders';
export { postsResolvers } from './posts.resolvers';
export { postPath, slugify } from './posts.service';
export { previewImageOf } from './preview-image';
export { publishResponse } from './response-publishing';
export { isPublicStory } from './public-stories';
export { deletePost, publishEdits, publishPost, unpublishPost } from './publishing.service';
