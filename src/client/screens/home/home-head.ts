import { feedDiscoveryLinks, siteFeed } from '@shared/feeds';
import type { HeadMeta } from '@shared/head-meta';
import { imageProperties, largeCardNames, siteNames, siteProperties } from '@shared/seo/site-meta';
import { siteSocialImage } from '@shared/seo/social-image';
import { siteJsonLd } from '@shared/seo/structured-data';
import type { HeadContext } from '../screen';
import { HOME_TEXTS } from './texts';

export const homeTitle = (productName: string) => `${productName} – ${HOME_TEXTS.titleSuffix}`;

/**
 * The home page's OpenGraph and Twitter card (the site's own card), its WebSite
 * JSON-LD and the site-wide feeds.
 */
export function buildHomeHead(context: HeadContext): HeadMeta {
  const url = `${context.origin}/`;
  const title = homeTitle(context.productName);
  const image = siteSocialImage(context.productName);
  return {
    canonical: url,
    links: feedDiscoveryLinks(siteFeed(context.productName), context.origin),
    properties: [
      ...siteProperties(context),
      ['og:type', 'website'],
      ['og:title', title],
      ['og:description', HOME_TEXTS.description],
      ['og:url', url],
      ...imageProperties(image, context),
    ],
    names: [
      ...largeCardNames(image, context),
      ...siteNames(context),
      ['twitter:title', title],
      ['twitter:description', HOME_TEXTS.description],
    ],
    jsonLd: siteJsonLd(context, HOME_TEXTS.description),
  };
}
