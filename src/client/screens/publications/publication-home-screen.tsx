import { useQuery } from '@apollo/client/react';
import { appendEdges } from '@client/app/paging/append-edges';
import { StoryListItem } from '@client/features/posts/story-list-item';
import { ShowMore } from '@client/ui/show-more';
import type { PublicationHomeQuery } from '@client/graphql/generated/graphql';
import { collectionUrl } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { ShortformSection } from '../shortform/shortform-section';
import { PinButton } from './pin-button';
import { PublicationHeader, PublicationMain, headerStylesOf } from './publication-header';
import { publicationHead } from './publication-head';
import { publicationSlugVariables } from './publication-slug';
import { PUBLICATION_HOME_QUERY } from './publication-pages-queries';
import styles from './publication-pages.module.css';
import { PUBLICATION_PAGE_TEXTS as TEXTS, publicationTitle } from './publication-texts';

const variablesOf = publicationSlugVariables;

/** /{collectionSlug}: the header, pinned stories, then the latest, paged. */
function PublicationHomeScreen(props: ScreenProps) {
  const variables = variablesOf(props);
  const { data, fetchMore } = useQuery(PUBLICATION_HOME_QUERY, { variables });
  const collection = data?.collectionBySlug;
  if (!collection) return null;
  const latest = collection.latestStories;
  const pinAction = (postId: string, isPinned: boolean) =>
    collection.viewerIsEditor ? (
      <PinButton postId={postId} collectionName={collection.name} isPinned={isPinned} />
    ) : null;

  async function showMore() {
    const after = latest.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({
      variables: { ...variables, after },
      updateQuery: (shown, { fetchMoreResult }) =>
        shown.collectionBySlug && fetchMoreResult.collectionBySlug
          ? {
              ...shown,
              collectionBySlug: {
                ...shown.collectionBySlug,
                latestStories: appendEdges(
                  shown.collectionBySlug.latestStories,
                  fetchMoreResult.collectionBySlug.latestStories,
                ),
              },
            }
          : shown,
    });
  }

  const isSidebar =
    headerStylesOf(collection).taglineTreatment === 'SIDEBAR' && !!collection.description;
  return (
    <PublicationMain collection={collection}>
      <PublicationHeader collection={collection} current="home" />
      <div className={isSidebar ? styles.withSidebar : undefined}>
        <div>
          {collection.pinnedStories.length > 0 ? (
            <section aria-labelledby="publication-pinned">
              <h2 id="publication-pinned" className={styles.section}>
                {TEXTS.pinned}
              </h2>
              {collection.pinnedStories.map((story) => (
                <StoryListItem key={story.id} story={story} actions={pinAction(story.id, true)} />
              ))}
            </section>
          ) : null}
          <ShortformSection
            collection={collection}
            shortforms={collection.shortforms.edges.map((edge) => edge.node)}
            canWrite={collection.viewerCanWriteShortform}
          />
          <section aria-labelledby="publication-latest">
            <h2 id="publication-latest" className={styles.section}>
              {TEXTS.latest}
            </h2>
            {latest.edges.length === 0 && collection.pinnedStories.length === 0 ? (
              <p className={styles.empty}>{TEXTS.empty}</p>
            ) : null}
            {latest.edges.map((edge) => (
              <StoryListItem
                key={edge.node.id}
                story={edge.node}
                actions={pinAction(edge.node.id, false)}
              />
            ))}
            <ShowMore hasMore={latest.pageInfo.hasNextPage} onShowMore={showMore} />
          </section>
        </div>
        {isSidebar ? (
          <aside className={styles.sidebar}>
            <p className={styles.tagline}>{collection.description}</p>
          </aside>
        ) : null}
      </div>
    </PublicationMain>
  );
}

export const screen: ScreenDefinition<PublicationHomeQuery> = {
  query: PUBLICATION_HOME_QUERY,
  variables: variablesOf,
  isNotFound: (data) => !data?.collectionBySlug,
  canonicalPath: (data) => (data?.collectionBySlug ? collectionUrl(data.collectionBySlug) : null),
  head: (data, context) => publicationHead(data?.collectionBySlug, context, collectionUrl),
  title: (data, productName) => publicationTitle(data?.collectionBySlug?.name ?? '', productName),
  description: (data) => data?.collectionBySlug?.description ?? '',
  Component: PublicationHomeScreen,
};
