import type { HeadMeta } from '../../../shared/head-meta';
import { openingWords } from '../../../shared/content/opening-words';
import { feedDiscoveryLinks, userFeed } from '../../../shared/feeds';
import { imageUrl } from '../../../shared/media/image-url';
import type { HeadContext } from '../screen';
import type { StoryData } from './post-query';

/** Spec: og:image comes through the image proxy at 1200 wide. */
export const OG_IMAGE_WIDTH = 1200;

function firstImageId(story: StoryData): string | null {
  if (story.previewImage) return story.previewImage.id;
  return story.content.paragraphs.find((p) => p.type === 'IMG' && p.metadata)?.metadata?.id ?? null;
}

export function storyTitle(story: StoryData): string {
  return (
    story.seoTitle ||
    story.title.trim() ||
    openingWords(story.content.paragraphs) ||
    story.creator.name
  );
}

export function storyDescription(story: StoryData): string {
  return story.seoDescription || story.previewSubtitle || story.subtitle;
}

/** The canonical URL: the story's original home when it first appeared elsewhere, else ours. */
export function canonicalUrlOf(story: StoryData, origin: string): string {
  return story.canonicalUrl || `${origin}${story.mediumUrl}`;
}

/** Canonical link, OpenGraph, Twitter card and a schema.org Article for a story. */
export function buildPostHead(story: StoryData, context: HeadContext): HeadMeta {
  const { origin, productName } = context;
  const url = `${origin}${story.mediumUrl}`;
  const imageId = firstImageId(story);
  const image = imageId ? `${origin}${imageUrl(imageId, { width: OG_IMAGE_WIDTH })}` : null;
  const authorUrl = `${origin}/@${story.creator.username}`;
  const title = storyTitle(story);
  const description = storyDescription(story);
  const published = story.firstPublishedAt ?? story.latestPublishedAt;
  const properties: Array<[string, string]> = [
    ['og:site_name', productName],
    ['og:type', 'article'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
  ];
  if (image) properties.push(['og:image', image]);
  if (published) properties.push(['article:published_time', published]);
  properties.push(['article:author', authorUrl]);
  const names: Array<[string, string]> = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
  ];
  if (image) names.push(['twitter:image', image]);
  names.push(['author', story.creator.name]);
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
    properties,
    names,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      description,
      url,
      mainEntityOfPage: url,
      ...(image ? { image: [image] } : {}),
      ...(published ? { datePublished: published } : {}),
      dateModified: story.updatedAt,
      author: { '@type': 'Person', name: story.creator.name, url: authorUrl },
      publisher: { '@type': 'Organization', name: productName, url: origin },
      isAccessibleForFree: !story.isLocked,
    },
  };
}
