/** The language the product's pages and feeds are written in (BCP 47). */
export const SITE_LANGUAGE = 'en';
