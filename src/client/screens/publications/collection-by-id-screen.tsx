import type { PublicationByIdQuery } from '@client/graphql/generated/graphql';
import { collectionUrl } from '@shared/routing/urls';
import type { ScreenDefinition } from '../screen';
import { PUBLICATION_BY_ID_QUERY } from './publication-pages-queries';

/** /c/{collectionId} only points at the publication's home: the server answers 301 there. */
export const screen: ScreenDefinition<PublicationByIdQuery> = {
  query: PUBLICATION_BY_ID_QUERY,
  variables: ({ params }) => ({ id: params.collectionId ?? '' }),
  isNotFound: (data) => !data?.collectionById,
  canonicalPath: (data) => (data?.collectionById ? collectionUrl(data.collectionById) : null),
  Component: () => null,
};
