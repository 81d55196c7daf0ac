import { useQuery } from '@apollo/client/react';
import { appendEdgesOf } from '@client/app/paging/append-edges';
import { StoryListItem } from '@client/features/posts/story-list-item';
import type { HomeScreenQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';
import type { ScreenDefinition } from '../screen';
import { buildHomeHead, homeTitle } from './home-head';
import styles from './home-screen.module.css';
import { HOME_TEXTS } from './texts';
import { ShowMore } from '@client/ui/show-more';

export const HOME_QUERY = graphql(`
  query HomeScreen($after: String) {
    latestPosts(first: 10, after: $after) {
      edges {
        cursor
        node {
          ...StoryCardFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type HomeData = HomeScreenQuery;

function HomeScreen() {
  const { data, fetchMore } = useQuery(HOME_QUERY);
  const connection = data?.latestPosts;

  async function handleLoadMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({ variables: { after }, updateQuery: appendEdgesOf('latestPosts') });
  }

  return (
    <main className={styles.main} id="main">
      <h1 className={styles.heading}>{HOME_TEXTS.heading}</h1>
      {connection && connection.edges.length === 0 ? (
        <p className={styles.empty}>{HOME_TEXTS.empty}</p>
      ) : null}
      <div>
        {connection?.edges.map((edge) => (
          <StoryListItem key={edge.node.id} story={edge.node} />
        ))}
      </div>
      <ShowMore hasMore={connection?.pageInfo.hasNextPage} onShowMore={handleLoadMore} />
    </main>
  );
}

export const screen: ScreenDefinition<HomeData> = {
  query: HOME_QUERY,
  title: (_data, productName) => homeTitle(productName),
  description: () => HOME_TEXTS.description,
  head: (_data, context) => buildHomeHead(context),
  Component: HomeScreen,
};
