import { feedDiscoveryLinks, publicationFeed } from '@shared/feeds';
import type { HeadMeta } from '@shared/head-meta';
import { siteNames, siteProperties } from '@shared/seo/site-meta';
import { collectionOrigin, collectionPageUrl } from '@shared/routing/urls';
import type { HeadContext } from '../screen';

interface HeadCollection {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** Its live domain: the canonical address and the feed are there. */
  domain?: string | null;
}

/**
 * A publication page's head: canonical address, OpenGraph and Twitter tags,
 * and the publication's RSS and JSON feeds for feed readers to find.
 */
export function publicationHead(
  collection: HeadCollection | null | undefined,
  context: HeadContext,
  /** The page's canonical path; null where the data cannot tell it. */
  pathOf: ((collection: HeadCollection) => string) | null,
): HeadMeta {
  if (!collection) return { robots: 'noindex' };
  const url = pathOf ? collectionPageUrl(collection, pathOf(collection), context.origin) : null;
  const description = collection.description || collection.name;
  return {
    canonical: url,
    properties: [
      ...siteProperties(context),
      ['og:type', 'website'],
      ['og:title', collection.name],
      ['og:description', description],
      ...(url ? [['og:url', url] as const] : []),
    ],
    names: [
      ['twitter:card', 'summary'],
      ...siteNames(context),
      ['twitter:title', collection.name],
      ['twitter:description', description],
    ],
    links: feedDiscoveryLinks(
      publicationFeed(collection, context.productName, { onCustomDomain: true }),
      collectionOrigin(collection, context.origin),
    ),
  };
}
