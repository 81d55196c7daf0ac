import type { HeadMeta } from '@shared/head-meta';
import { feedDiscoveryLinks, userFeed } from '@shared/feeds';
import { storyTitle as titleOf } from '@shared/content/story-title';
import { imageProperties, largeCardNames, siteNames, siteProperties } from '@shared/seo/site-meta';
import { storySocialImage } from '@shared/seo/social-image';
import type { StoryPicture } from '@shared/seo/social-image';
import { articleJsonLd } from '@shared/seo/structured-data';
import { collectionPageUrl } from '@shared/routing/urls';
import type { HeadContext } from '../screen';
import type { StoryData } from './post-query';

/** The name the story goes by: SEO title, title, opening words or its author. */
export function storyTitle(story: StoryData): string {
  return titleOf({
    seoTitle: story.seoTitle,
    title: story.title,
    paragraphs: story.content.paragraphs,
    authorName: story.creator.name,
  });
}

export function storyDescription(story: StoryData): string {
  return story.seoDescription || story.previewSubtitle || story.subtitle;
}

/** Where readers find the story here: on its publication's own domain when it has one live. */
function ourUrlOf(story: StoryData, origin: string): string {
  return story.collection
    ? collectionPageUrl(story.collection, story.mediumUrl, origin)
    : `${origin}${story.mediumUrl}`;
}

/** The canonical URL: the story's original home when it first appeared elsewhere, else ours. */
function canonicalUrlOf(story: StoryData, origin: string): string {
  return story.canonicalUrl || ourUrlOf(story, origin);
}

function picturesOf(story: StoryData): StoryPicture[] {
  return story.content.paragraphs.flatMap((paragraph) =>
    paragraph.type === 'IMG' && paragraph.metadata ? [paragraph.metadata] : [],
  );
}

/** The story's social card: its first raster picture at 1200×630, or one drawn for it. */
function storyCardImage(story: StoryData) {
  return storySocialImage({
    id: story.id,
    updatedAt: story.updatedAt,
    title: storyTitle(story),
    authorName: story.creator.name,
    previewImage: story.previewImage ?? null,
    pictures: picturesOf(story),
  });
}

/** Canonical link, OpenGraph, Twitter card and a schema.org Article for a story. */
export function buildPostHead(story: StoryData, context: HeadContext): HeadMeta {
  const { origin, productName } = context;
  const url = ourUrlOf(story, origin);
  const image = storyCardImage(story);
  const author = { name: story.creator.name, url: `${origin}/@${story.creator.username}` };
  const title = storyTitle(story);
  const description = storyDescription(story);
  const published = story.firstPublishedAt ?? story.latestPublishedAt;
  const isPublic = story.isPublished && story.visibility !== 'UNLISTED';
  return {
    canonical: canonicalUrlOf(story, origin),
    links: isPublic
      ? [
          { rel: 'amphtml', href: `${origin}/amp/p/${encodeURIComponent(story.id)}` },
          ...feedDiscoveryLinks(userFeed(story.creator, productName), origin),
        ]
      : [],
    robots: story.visibility === 'UNLISTED' || !story.isPublished ? 'noindex' : null,
    properties: [
      ...siteProperties(context),
      ['og:type', 'article'],
      ['og:title', title],
      ['og:description', description],
      ['og:url', url],
      ...imageProperties(image, context),
      ...(published ? [['article:published_time', published] as const] : []),
      ['article:modified_time', story.updatedAt],
      ['article:author', author.url],
    ],
    names: [
      ...largeCardNames(image, context),
      ...siteNames(context),
      ['twitter:title', title],
      ['twitter:description', description],
      ['author', story.creator.name],
    ],
    jsonLd: articleJsonLd(
      {
        headline: title,
        description,
        url,
        image,
        datePublished: published,
        dateModified: story.updatedAt,
        author,
        isAccessibleForFree: !story.isLocked,
      },
      context,
    ),
  };
}
