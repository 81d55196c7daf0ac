/** How the site describes itself: the home page's title and description, the site's card. */
export const SITE_TEXTS = {
  tagline: 'where good ideas find you',
  description: 'Read and share ideas from independent writers.',
} as const;
