import type { SiteContext } from './site-meta';
import type { SocialImage } from './social-image';
import { SITE_LOGO_PATH, SITE_LOGO_SIZE } from './social-image';

/**
 * schema.org objects for JSON-LD. Stories are Articles with every field
 * Google's Article rich result reads (headline, image, dates, author with a
 * URL, publisher with a logo); the home page describes the WebSite and the
 * Organization behind it.
 */

const CONTEXT = 'https://schema.org';

function imageObject(url: string, width: number, height: number) {
  return { '@type': 'ImageObject', url, width, height };
}

/** The site as publisher: its name, address and raster logo. */
function organizationJsonLd(site: SiteContext): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': `${site.origin}/#organization`,
    name: site.productName,
    url: `${site.origin}/`,
    logo: imageObject(`${site.origin}${SITE_LOGO_PATH}`, SITE_LOGO_SIZE, SITE_LOGO_SIZE),
  };
}

/** The home page's JSON-LD: the WebSite and its Organization. */
export function siteJsonLd(site: SiteContext, description: string): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${site.origin}/#website`,
        name: site.productName,
        description,
        url: `${site.origin}/`,
        inLanguage: 'en',
        publisher: { '@id': `${site.origin}/#organization` },
        // The SearchAction (potentialAction, /search?q={search_term_string}) goes
        // here once search exists: announcing a search that 404s would mislead.
      },
      organizationJsonLd(site),
    ],
  };
}

export interface ArticleInput {
  headline: string;
  description?: string;
  /** The story's own absolute URL. */
  url: string;
  image: SocialImage;
  datePublished: string | null;
  dateModified: string;
  author: { name: string; url: string };
  /** False for a member-only story. */
  isAccessibleForFree?: boolean;
}

/** A story as a schema.org Article (story pages and their AMP versions). */
export function articleJsonLd(article: ArticleInput, site: SiteContext): Record<string, unknown> {
  const { image } = article;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.headline,
    ...(article.description ? { description: article.description } : {}),
    url: article.url,
    mainEntityOfPage: article.url,
    image: [imageObject(`${site.origin}${image.path}`, image.width, image.height)],
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    dateModified: article.dateModified,
    author: { '@type': 'Person', ...article.author },
    publisher: organizationJsonLd(site),
    ...(article.isAccessibleForFree === undefined
      ? {}
      : { isAccessibleForFree: article.isAccessibleForFree }),
  };
}
