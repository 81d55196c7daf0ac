/** What the posts domain offers the rest of the server; everything else in this folder is its own. */
export { findFeedAuthor, findFeedPublication, findFeedTag, listFeedStories } from './feed-stories';
export type { FeedEntry } from './feed-stories';
export { firstImageId } from './post-settings';
export { slugify } from './posts.service';
export { previewImageOf } from './preview-image';
export { publishResponse } from './response-publishing';
export { deletePost, publishEdits, publishPost, unpublishPost } from './publishing.service';
export { loadReadableStory } from './readable-story';
export type { LoadedStory } from './readable-story';
export { SITEMAP_SOURCES, sitemapPagesOf, sitemapRows } from './sitemap-sources';
export type { SitemapPage, SitemapSource } from './sitemap-sources';
