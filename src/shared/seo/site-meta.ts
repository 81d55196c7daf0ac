import type { SocialImage } from './social-image';

/** The language the pages are written in, as OpenGraph names it (the documents say lang="en"). */
const OG_LOCALE = 'en_US';

/** What every page's head needs to know about the site. */
export interface SiteContext {
  /** The site's public origin, e.g. 'https://quire.example' (no trailing slash). */
  origin: string;
  productName: string;
  /** The site's account on X, '@name' (TWITTER_SITE), or null. */
  twitterSite?: string | null;
}

type Pair = readonly [string, string];

/** og:site_name and og:locale. */
export function siteProperties(site: SiteContext): Pair[] {
  return [
    ['og:site_name', site.productName],
    ['og:locale', OG_LOCALE],
  ];
}

/** twitter:site, when the site has an account there. */
export function siteNames(site: SiteContext): Pair[] {
  return site.twitterSite ? [['twitter:site', site.twitterSite]] : [];
}

/** og:image with its size, type and description. */
export function imageProperties(image: SocialImage, site: SiteContext): Pair[] {
  return [
    ['og:image', `${site.origin}${image.path}`],
    ['og:image:width', String(image.width)],
    ['og:image:height', String(image.height)],
    ['og:image:type', image.type],
    ['og:image:alt', image.alt],
  ];
}

/** The large Twitter card with its picture. */
export function largeCardNames(image: SocialImage, site: SiteContext): Pair[] {
  return [
    ['twitter:card', 'summary_large_image'],
    ['twitter:image', `${site.origin}${image.path}`],
    ['twitter:image:alt', image.alt],
  ];
}
