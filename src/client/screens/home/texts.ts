import { SITE_TEXTS } from '@shared/seo/site-texts';

export const HOME_TEXTS = {
  heading: 'Latest stories',
  empty: 'No stories have been published yet.',
  titleSuffix: SITE_TEXTS.tagline,
  description: SITE_TEXTS.description,
};
