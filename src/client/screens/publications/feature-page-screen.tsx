import { useQuery } from '@apollo/client/react';
import { StoryListItem } from '@client/features/posts/story-list-item';
import type { FeaturePageScreenQuery } from '@client/graphql/generated/graphql';
import { collectionFeaturePageUrl } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { PublicationHeader, PublicationMain } from './publication-header';
import { publicationHead } from './publication-head';
import { FEATURE_PAGE_QUERY } from './publication-pages-queries';
import styles from './publication-pages.module.css';
import { FEATURE_PAGE_TEXTS as TEXTS } from './feature-pages-texts';
import { publicationTitle } from './publication-texts';

const variablesOf = (props: Pick<ScreenProps, 'params'>) => ({
  slug: props.params.collectionSlug ?? '',
  page: props.params.featurePageSlug ?? '',
});

/** /{collectionSlug}/pages/{featurePageSlug}: the stories its editors chose, in their order. */
function FeaturePageScreen(props: ScreenProps) {
  const { data } = useQuery(FEATURE_PAGE_QUERY, { variables: variablesOf(props) });
  const collection = data?.collectionBySlug;
  const page = collection?.featurePage;
  if (!collection || !page) return null;
  return (
    <PublicationMain collection={collection}>
      <PublicationHeader collection={collection} current="featurePage" />
      <h1 className={styles.section}>{page.title}</h1>
      <section aria-label={page.title}>
        {page.stories.length === 0 ? <p className={styles.empty}>{TEXTS.empty}</p> : null}
        {page.stories.map((story) => (
          <StoryListItem key={story.id} story={story} />
        ))}
      </section>
    </PublicationMain>
  );
}

export const screen: ScreenDefinition<FeaturePageScreenQuery> = {
  query: FEATURE_PAGE_QUERY,
  variables: variablesOf,
  isNotFound: (data) => data !== undefined && !data.collectionBySlug?.featurePage,
  head: (data, context) => {
    const page = data?.collectionBySlug?.featurePage;
    return publicationHead(
      data?.collectionBySlug,
      context,
      page ? (collection) => collectionFeaturePageUrl(collection, page.slug) : null,
    );
  },
  title: (data, productName) =>
    publicationTitle(
      data?.collectionBySlug?.name ?? '',
      productName,
      data?.collectionBySlug?.featurePage?.title ?? '',
    ),
  description: (data) => data?.collectionBySlug?.description ?? '',
  Component: FeaturePageScreen,
};
