import type { ScreenProps } from '../screen';

/** The publication a page's address names: its slug, compared in lower case. */
export const publicationSlugVariables = ({ params }: Pick<ScreenProps, 'params'>) => ({
  slug: (params.collectionSlug ?? '').toLowerCase(),
});
