import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { StoryListItem } from '@client/features/posts/story-list-item';
import { SEARCH_TABS, searchTabPath } from '@client/features/search/search-paths';
import type { SearchTabSlug } from '@client/features/search/search-paths';
import type { SearchScreenQuery } from '@client/graphql/generated/graphql';
import tabStyles from '@client/shell/tabs/tabs.module.css';
import { collectionUrl, searchUrl, userUrl } from '@shared/routing/urls';
import type { SearchScope } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { highlightWords } from './highlight';
import { SearchHitList } from './search-hit-list';
import { readSearchLocation, searchVariables } from './search-location';
import { SEARCH_SCREEN_QUERY } from './search-query';
import styles from './search-screen.module.css';
import { SEARCH_SCREEN_TEXTS as TEXTS, noResultsText, searchTitle } from './texts';

type Results = SearchScreenQuery['search'];

function isEmpty(results: Results): boolean {
  return (
    results.stories.length +
      results.people.length +
      results.publications.length +
      results.tags.length ===
    0
  );
}

function SearchTabs({ active, query }: { active: SearchTabSlug; query: string }) {
  return (
    <nav aria-label={TEXTS.tabsLabel} className={tabStyles.tabs}>
      <ul className={tabStyles.tabList}>
        {SEARCH_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={searchTabPath(query, tab)}
              className={tabStyles.tab}
              aria-current={tab === active ? 'page' : undefined}
            >
              {TEXTS.tabs[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The writer or publication a scoped search keeps to, as its address names it. */
function scopeOf(results: Results): SearchScope | undefined {
  if (results.scopedTo) return { kind: 'user', username: results.scopedTo.username };
  if (results.scopedToPublication) {
    return { kind: 'collection', collectionSlug: results.scopedToPublication.slug };
  }
  return undefined;
}

function suggestionPath(results: Results, tab: SearchTabSlug): string {
  if (!results.suggestion) return '';
  const scope = scopeOf(results);
  return scope ? searchUrl(results.suggestion, scope) : searchTabPath(results.suggestion, tab);
}

function pagePath(results: Results, tab: SearchTabSlug, page: number): string {
  const scope = scopeOf(results);
  if (!scope) return searchTabPath(results.query, tab, page);
  const path = searchUrl(results.query, scope);
  return page > 1 ? `${path}&page=${page}` : path;
}

function ScopeNote({ results }: { results: Results }) {
  if (results.scopedTo) {
    return (
      <p className={styles.message}>
        {TEXTS.storiesBy}{' '}
        <Link to={userUrl(results.scopedTo.username)}>{results.scopedTo.name}</Link>
      </p>
    );
  }
  if (results.scopedToPublication) {
    return (
      <p className={styles.message}>
        {TEXTS.storiesIn}{' '}
        <Link to={collectionUrl(results.scopedToPublication)}>
          {results.scopedToPublication.name}
        </Link>
      </p>
    );
  }
  return null;
}

function Pager({ results, tab }: { results: Results; tab: SearchTabSlug }) {
  if (results.page === 1 && !results.hasNextPage) return null;
  return (
    <nav aria-label={TEXTS.pagesLabel} className={styles.pager}>
      {results.page > 1 ? (
        <Link to={pagePath(results, tab, results.page - 1)}>{TEXTS.previous}</Link>
      ) : (
        <span />
      )}
      {results.hasNextPage ? (
        <Link to={pagePath(results, tab, results.page + 1)}>{TEXTS.next}</Link>
      ) : null}
    </nav>
  );
}

/** /search?q= and /search/{tab}?q=: one tab of results, paged, the query's words marked. */
function SearchScreen({ params, location }: ScreenProps) {
  const { tab, query } = readSearchLocation(params, location);
  const { data } = useQuery(SEARCH_SCREEN_QUERY, {
    variables: searchVariables(params, location),
    skip: !tab || !query,
  });
  if (!tab) return null;
  const results = data?.search;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>
        {query ? (
          <>
            <span className={styles.muted}>{TEXTS.resultsFor} </span>
            {query}
          </>
        ) : (
          TEXTS.heading
        )}
      </h1>
      {!query ? <p className={styles.message}>{TEXTS.noQuery}</p> : null}
      {results ? <ScopeNote results={results} /> : null}
      {query && !params.username && !params.collectionSlug ? (
        <SearchTabs active={tab} query={query} />
      ) : null}
      {results?.suggestion ? (
        <p className={styles.suggestion}>
          {TEXTS.didYouMean} <Link to={suggestionPath(results, tab)}>{results.suggestion}</Link>?
        </p>
      ) : null}
      {results && isEmpty(results) ? (
        <p className={styles.message}>{noResultsText(results.query, TEXTS.tabs[tab])}</p>
      ) : null}
      {results?.stories.map((story) => (
        <StoryListItem
          key={story.id}
          story={story}
          highlight={(text) => highlightWords(text, results.query)}
        />
      ))}
      {results ? <SearchHitList results={results} /> : null}
      {results ? <Pager results={results} tab={tab} /> : null}
    </main>
  );
}

export const screen: ScreenDefinition<SearchScreenQuery> = {
  query: SEARCH_SCREEN_QUERY,
  variables: ({ params, location }) => searchVariables(params, location),
  isNotFound: (data, { params, location }) =>
    readSearchLocation(params, location).tab === null ||
    (!!params.username && !!data && !data.search.scopedTo) ||
    (!!params.collectionSlug && !!data && !data.search.scopedToPublication),
  title: (data, productName) => searchTitle(data?.search.query ?? '', productName),
  description: () => TEXTS.description,
  head: () => ({ robots: 'noindex, follow' }),
  Component: SearchScreen,
};
