import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { appendEdges } from '@client/app/paging/append-edges';
import { StoryListItem } from '@client/features/posts/story-list-item';
import { ShowMore } from '@client/ui/show-more';
import type { PublicationArchiveQuery } from '@client/graphql/generated/graphql';
import { collectionArchiveUrl } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { archiveParamsOf, groupByYear } from './archive-range';
import type { ArchiveParams } from './archive-range';
import { PublicationHeader, PublicationMain } from './publication-header';
import { publicationHead } from './publication-head';
import { publicationSlugVariables } from './publication-slug';
import { PUBLICATION_ARCHIVE_QUERY } from './publication-pages-queries';
import styles from './publication-pages.module.css';
import {
  PUBLICATION_PAGE_TEXTS as TEXTS,
  monthName,
  publicationTitle,
  storyCountText,
} from './publication-texts';

const NO_RANGE: ArchiveParams = { year: null, month: null };

const variablesOf = (props: Pick<ScreenProps, 'params'>) => ({
  ...publicationSlugVariables(props),
  ...(archiveParamsOf(props.params) ?? NO_RANGE),
});

/** 'March 2025', '2025', or 'All stories'. */
const rangeName = (range: ArchiveParams): string => {
  if (!range.year) return TEXTS.allStories;
  return range.month ? `${monthName(range.month)} ${range.year}` : String(range.year);
};

/** /{collectionSlug}/archive[/{year}[/{month}]]: months with counts, and their stories. */
function PublicationArchiveScreen(props: ScreenProps) {
  const variables = variablesOf(props);
  const { data, fetchMore } = useQuery(PUBLICATION_ARCHIVE_QUERY, { variables });
  const collection = data?.collectionBySlug;
  const stories = collection?.archiveStories;
  if (!collection || !stories) return null;

  async function showMore() {
    const after = stories?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({
      variables: { ...variables, after },
      updateQuery: (shown, { fetchMoreResult }) => {
        const before = shown.collectionBySlug;
        const more = fetchMoreResult.collectionBySlug;
        if (!before?.archiveStories || !more?.archiveStories) return shown;
        return {
          ...shown,
          collectionBySlug: {
            ...before,
            archiveStories: appendEdges(before.archiveStories, more.archiveStories),
          },
        };
      },
    });
  }

  return (
    <PublicationMain collection={collection}>
      <PublicationHeader collection={collection} current="archive" />
      <h1 className={styles.section}>
        {TEXTS.archive}: {rangeName(variables)}
      </h1>
      <nav aria-label={TEXTS.monthsLabel}>
        <ul className={styles.years}>
          {groupByYear(collection.archiveMonths).map((year) => (
            <li key={year.year}>
              <Link to={collectionArchiveUrl(collection, { year: year.year })}>{year.year}</Link>{' '}
              <span className={styles.count}>({storyCountText(year.storyCount)})</span>
              <ul className={styles.months}>
                {year.months.map((entry) => (
                  <li key={entry.month}>
                    <Link
                      to={collectionArchiveUrl(collection, { year: year.year, month: entry.month })}
                    >
                      {monthName(entry.month)}
                    </Link>{' '}
                    <span className={styles.count}>({entry.storyCount})</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={rangeName(variables)}>
        {stories.edges.length === 0 ? <p className={styles.empty}>{TEXTS.archiveEmpty}</p> : null}
        {stories.edges.map((edge) => (
          <StoryListItem key={edge.node.id} story={edge.node} />
        ))}
        <ShowMore hasMore={stories.pageInfo.hasNextPage} onShowMore={showMore} />
      </section>
    </PublicationMain>
  );
}

export const screen: ScreenDefinition<PublicationArchiveQuery> = {
  query: PUBLICATION_ARCHIVE_QUERY,
  variables: variablesOf,
  isNotFound: (data, props) =>
    !archiveParamsOf(props.params) || !data?.collectionBySlug?.archiveStories,
  // The head is built from the data alone, which does not name the year or month: no canonical.
  head: (data, context) => publicationHead(data?.collectionBySlug, context, null),
  title: (data, productName) =>
    publicationTitle(data?.collectionBySlug?.name ?? '', productName, TEXTS.archive),
  description: (data) => data?.collectionBySlug?.description ?? '',
  Component: PublicationArchiveScreen,
};
