import { useQuery } from '@apollo/client/react';
import { Suspense, lazy, useState } from 'react';
import { appendEdgesOf } from '@client/app/paging/append-edges';
import { useViewer } from '@client/app/use-viewer';
import {
  READING_HISTORY_PAGE_SIZE,
  READING_HISTORY_QUERY,
} from '@client/features/reading-history/reading-history-operations';
import { READING_HISTORY_TEXTS } from '@client/features/reading-history/texts';
import { useReadingHistoryActions } from '@client/features/reading-history/use-reading-history-actions';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { ReadingHistoryQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition } from '../screen';
import { ReadingHistoryRow } from './reading-history-row';
import styles from './reading-history.module.css';
import { ShowMore } from '@client/ui/show-more';

const ClearHistoryDialog = lazy(() => import('./clear-history-dialog'));

const variables = () => ({ first: READING_HISTORY_PAGE_SIZE });

/** /me/readinghistory: the stories the viewer read, newest first. */
function ReadingHistoryScreen() {
  const viewer = useViewer();
  if (!viewer)
    return (
      <SignInPrompt
        heading={READING_HISTORY_TEXTS.heading}
        text={READING_HISTORY_TEXTS.signInPrompt}
        action={READING_HISTORY_TEXTS.signIn}
      />
    );
  return <ReadingHistoryPage />;
}

function ReadingHistoryPage() {
  const { data, error, fetchMore } = useQuery(READING_HISTORY_QUERY, { variables: variables() });
  const actions = useReadingHistoryActions();
  const [isClearOpen, setIsClearOpen] = useState(false);
  // The dialog's code loads on the first Clear all and then stays for its exit animation.
  const [hasOpenedClear, setHasOpenedClear] = useState(false);
  const connection = data?.readingHistory;
  const edges = connection?.edges ?? [];

  async function handleShowMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({ variables: { after }, updateQuery: appendEdgesOf('readingHistory') });
  }

  function openClear() {
    setHasOpenedClear(true);
    setIsClearOpen(true);
  }

  async function handleConfirmClear() {
    const isDone = await actions.clearHistory();
    if (isDone) setIsClearOpen(false);
    return isDone;
  }

  return (
    <main id="main" className={styles.main}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{READING_HISTORY_TEXTS.heading}</h1>
        {edges.length > 0 ? (
          <button type="button" className={styles.secondaryButton} onClick={openClear}>
            {READING_HISTORY_TEXTS.clearAll}
          </button>
        ) : null}
      </div>
      <p className={styles.intro}>{READING_HISTORY_TEXTS.intro}</p>
      {error && !connection ? (
        <p className={styles.message} role="alert">
          {READING_HISTORY_TEXTS.loadFailed}
        </p>
      ) : connection && edges.length === 0 ? (
        <p className={styles.message}>{READING_HISTORY_TEXTS.empty}</p>
      ) : (
        <ul
          className={styles.list}
          aria-label={READING_HISTORY_TEXTS.heading}
          aria-busy={!connection || undefined}
        >
          {edges.map((edge) => (
            <ReadingHistoryRow key={edge.node.id} edge={edge} onRemove={actions.removeStory} />
          ))}
        </ul>
      )}
      <ShowMore
        hasMore={connection?.pageInfo.hasNextPage && edges.length > 0}
        onShowMore={handleShowMore}
        className={styles.secondaryButton}
      />
      {hasOpenedClear ? (
        <Suspense fallback={null}>
          <ClearHistoryDialog
            isOpen={isClearOpen}
            onCancel={() => setIsClearOpen(false)}
            onConfirm={handleConfirmClear}
          />
        </Suspense>
      ) : null}
    </main>
  );
}

export const screen: ScreenDefinition<ReadingHistoryQuery> = {
  query: READING_HISTORY_QUERY,
  variables,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => `Reading history – ${productName}`,
  Component: ReadingHistoryScreen,
};
