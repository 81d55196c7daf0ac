import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { appendUnique } from '@client/app/paging/append-edges';
import { useViewer } from '@client/app/use-viewer';
import {
  asReadingListState,
  listEffect,
  toastKindFor,
} from '@client/features/reading-list/reading-list-state';
import type { ReadingListState } from '@client/features/reading-list/reading-list-state';
import { readingListToastMessage } from '@client/features/reading-list/reading-list-toast';
import { useReadingListChange } from '@client/features/reading-list/use-reading-list-change';
import { useReadingListToast } from '@client/features/reading-list/use-reading-list-toast';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { ScreenDefinition, ScreenProps } from '../screen';
import styles from './reading-list.module.css';
import { READING_LIST_PAGE_SIZE, READING_LIST_QUERY } from './reading-list-query';
import type { ReadingListData } from './reading-list-query';
import { ReadingListRow } from './reading-list-row';
import { ReadingListTabLinks } from './reading-list-tab-links';
import { filterOf, searchQueryOf, tabOf, tabPath } from './reading-list-tabs';
import type { ReadingListTab } from './reading-list-tabs';
import { READING_LIST_SCREEN_TEXTS as TEXTS } from './texts';
import { ShowMore } from '@client/ui/show-more';

/** The list follows the search box this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

function variablesFor({ params, location }: Pick<ScreenProps, 'params' | 'location'>) {
  return {
    type: filterOf(tabOf(params.activeTab) ?? 'saved'),
    searchQuery: searchQueryOf(location).trim(),
    first: READING_LIST_PAGE_SIZE,
  };
}

/** /me/list/{saved|archived|highlights|recent}: the viewer's reading list, one tab at a time. */
function ReadingListScreen({ params, location }: ScreenProps) {
  const tab = tabOf(params.activeTab);
  const viewer = useViewer();
  if (!tab) return null;
  if (!viewer)
    return <SignInPrompt heading={TEXTS.heading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />;
  return <ReadingListPage key={tab} tab={tab} initialSearch={searchQueryOf(location)} />;
}

function ReadingListPage({ tab, initialSearch }: { tab: ReadingListTab; initialSearch: string }) {
  const [search, setSearch] = useState(initialSearch);
  const [searchQuery, setSearchQuery] = useState(initialSearch.trim());
  const filter = filterOf(tab);
  const { data, error, fetchMore } = useQuery(READING_LIST_QUERY, {
    variables: { type: filter, searchQuery, first: READING_LIST_PAGE_SIZE },
  });
  const changeState = useReadingListChange();
  const showUndoToast = useReadingListToast();
  const list = data?.readingList;

  // Typing narrows the list once the reader pauses; the URL keeps the search for reloads and links.
  useEffect(() => {
    const text = search.trim();
    if (text === searchQuery) return;
    const timer = setTimeout(() => {
      setSearchQuery(text);
      window.history.replaceState(window.history.state, '', tabPath(tab, text));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, searchQuery, tab]);

  async function handleMove(post: { id: string; readingListState: string }, to: ReadingListState) {
    const from = asReadingListState(post.readingListState);
    const isDone = await changeState(post, to);
    if (!isDone || listEffect(filter, from, to) === 'stale') return;
    showUndoToast(readingListToastMessage(post.id, toastKindFor(from), searchQuery));
  }

  async function handleLoadMore() {
    const after = list?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        readingList: {
          ...fetchMoreResult.readingList,
          postPreviews: appendUnique(
            previous.readingList.postPreviews,
            fetchMoreResult.readingList.postPreviews,
            (preview) => [preview.postId],
          ),
        },
      }),
    });
  }

  const previews = list?.postPreviews ?? [];
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{TEXTS.heading}</h1>
      <ReadingListTabLinks active={tab} searchQuery={searchQuery} counts={list ?? undefined} />
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="reading-list-search" className="visually-hidden">
          {TEXTS.searchLabel}
        </label>
        <input
          id="reading-list-search"
          type="search"
          className={styles.searchInput}
          placeholder={TEXTS.searchPlaceholder}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      {error && !list ? (
        <p className={styles.message} role="alert">
          {TEXTS.loadFailed}
        </p>
      ) : list && previews.length === 0 ? (
        <p className={styles.message}>
          {searchQuery ? TEXTS.noMatches(searchQuery) : TEXTS.empty[tab]}
        </p>
      ) : (
        <ul className={styles.list} aria-busy={!list || undefined}>
          {previews.map((preview) => (
            <ReadingListRow
              key={preview.postId}
              preview={preview}
              onMove={(post, to) => void handleMove(post, to)}
            />
          ))}
        </ul>
      )}
      <ShowMore hasMore={list?.pageInfo.hasNextPage} onShowMore={handleLoadMore} />
    </main>
  );
}

export const screen: ScreenDefinition<ReadingListData> = {
  query: READING_LIST_QUERY,
  variables: variablesFor,
  requiresViewer: true,
  isNotFound: (_data, props) => tabOf(props.params.activeTab) === null,
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => TEXTS.title(productName),
  Component: ReadingListScreen,
};
