import type { ScreenDefinition, ScreenProps } from './screen';

interface StaffData {
  collectionBySlug?: { viewerIsEditor: boolean } | null;
}

/** The query's variables: the publication named by the address. */
export const publicationSlugVariables = ({ params }: Pick<ScreenProps, 'params'>) => ({
  slug: params.collectionSlug ?? '',
});

/**
 * What every page for a publication's creator and editors declares: its
 * query runs signed in, by the address's slug; anyone not on its staff meets
 * the 404 page (its staff pages are not announced); never indexed or framed.
 */
export function publicationStaffScreen<TData extends StaffData>(): Pick<
  ScreenDefinition<TData>,
  'variables' | 'requiresViewer' | 'isNotFound' | 'head' | 'refusesFraming'
> {
  return {
    variables: publicationSlugVariables,
    requiresViewer: true,
    isNotFound: (data) => data !== undefined && !data.collectionBySlug?.viewerIsEditor,
    head: () => ({ robots: 'noindex' }),
    refusesFraming: true,
  };
}
