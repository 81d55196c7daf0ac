import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '@client/app/link';
import { appendEdgesOf } from '@client/app/paging/append-edges';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { DeleteStoryDialog } from './delete-story-dialog';
import { filterOf, tabOf } from './story-filters';
import type { StoryTab } from './story-filters';
import { StoryRow } from './story-row';
import { StoryTabs } from './story-tabs';
import { YOUR_STORIES_TEXTS } from './texts';
import { useStoryActions } from './use-story-actions';
import styles from './your-stories.module.css';
import { STORIES_PAGE_SIZE, YOUR_STORIES_QUERY } from './your-stories-query';
import type { YourStoriesData } from './your-stories-query';
import { ShowMore } from '@client/ui/show-more';

function variablesFor({ params }: Pick<ScreenProps, 'params'>) {
  const tab = tabOf(params.filterBy);
  return { filter: filterOf(tab ?? 'drafts'), first: STORIES_PAGE_SIZE };
}

/** /me/stories/{drafts|public|unlisted}: the writer's own stories, one tab at a time. */
function YourStoriesScreen({ params }: ScreenProps) {
  const tab = tabOf(params.filterBy);
  const viewer = useViewer();
  if (!tab) return null;
  if (!viewer)
    return (
      <SignInPrompt
        heading={YOUR_STORIES_TEXTS.heading}
        text={YOUR_STORIES_TEXTS.signInPrompt}
        action={YOUR_STORIES_TEXTS.signIn}
      />
    );
  return <StoriesPage tab={tab} />;
}

function StoriesPage({ tab }: { tab: StoryTab }) {
  const { data, error, fetchMore } = useQuery(YOUR_STORIES_QUERY, {
    variables: variablesFor({ params: { filterBy: tab } }),
  });
  const [toDelete, setToDelete] = useState<{ id: string; title: string } | null>(null);
  const actions = useStoryActions(tab);
  const connection = data?.viewerStories;
  const edges = connection?.edges ?? [];

  async function handleLoadMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({ variables: { after }, updateQuery: appendEdgesOf('viewerStories') });
  }

  async function handleConfirmDelete(postId: string) {
    const isDone = await actions.deleteStory(postId);
    if (isDone) setToDelete(null);
    return isDone;
  }

  return (
    <main id="main" className={styles.main}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{YOUR_STORIES_TEXTS.heading}</h1>
        <Link to="/new-story" className={styles.writeLink}>
          {YOUR_STORIES_TEXTS.writeStory}
        </Link>
      </div>
      <StoryTabs active={tab} counts={data?.viewerStoryCounts} />
      {error && !connection ? (
        <p className={styles.message} role="alert">
          {YOUR_STORIES_TEXTS.loadFailed}
        </p>
      ) : connection && edges.length === 0 ? (
        <p className={styles.message}>{YOUR_STORIES_TEXTS.empty[tab]}</p>
      ) : (
        <ul className={styles.list} aria-busy={!connection || undefined}>
          {edges.map(({ node }) => (
            <StoryRow
              key={node.id}
              story={node}
              tab={tab}
              onUnpublish={(postId) => void actions.unpublishStory(postId)}
              onDelete={setToDelete}
            />
          ))}
        </ul>
      )}
      <ShowMore
        hasMore={connection?.pageInfo.hasNextPage}
        onShowMore={handleLoadMore}
        label={YOUR_STORIES_TEXTS.loadMore}
        className={styles.secondaryButton}
      />
      <DeleteStoryDialog
        story={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={handleConfirmDelete}
        failedText={actions.deleteFailure}
      />
    </main>
  );
}

export const screen: ScreenDefinition<YourStoriesData> = {
  query: YOUR_STORIES_QUERY,
  variables: variablesFor,
  requiresViewer: true,
  isNotFound: (_data, props) => tabOf(props.params.filterBy) === null,
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => `Your stories – ${productName}`,
  Component: YourStoriesScreen,
};
