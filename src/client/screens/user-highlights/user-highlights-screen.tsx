import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '../../app/link';
import type { UserHighlightsQuery } from '../../graphql/generated/operations';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { HighlightRow } from './highlight-row';
import { USER_HIGHLIGHTS_TEXTS } from './texts';
import styles from './user-highlights.module.css';
import { USER_HIGHLIGHTS_PAGE_SIZE, USER_HIGHLIGHTS_QUERY } from './user-highlights-query';

function variablesFor({ params }: Pick<ScreenProps, 'params'>) {
  return { username: params.username ?? '', first: USER_HIGHLIGHTS_PAGE_SIZE };
}

function userOf(data: UserHighlightsQuery | undefined) {
  return data?.user.__typename === 'User' ? data.user : null;
}

/** /@{username}/highlights: the passages a user highlighted in public stories, newest first. */
function UserHighlightsScreen({ params }: ScreenProps) {
  const { data, error, fetchMore } = useQuery(USER_HIGHLIGHTS_QUERY, {
    variables: variablesFor({ params }),
  });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const user = userOf(data);
  const connection = data?.userHighlights;
  const edges = connection?.edges ?? [];

  async function handleShowMore() {
    if (!connection?.pageInfo.endCursor) return;
    setIsLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          userHighlights: {
            ...fetchMoreResult.userHighlights,
            edges: [...previous.userHighlights.edges, ...fetchMoreResult.userHighlights.edges],
          },
        }),
      });
    } finally {
      setIsLoadingMore(false);
    }
  }

  if (error && !data) {
    return (
      <main id="main" className={styles.main}>
        <p className={styles.message} role="alert">
          {USER_HIGHLIGHTS_TEXTS.loadFailed}
        </p>
      </main>
    );
  }
  // Unknown users answer the 404 page before this renders.
  if (!user || !connection) return <main id="main" className={styles.main} aria-busy="true" />;

  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{USER_HIGHLIGHTS_TEXTS.heading(user.name)}</h1>
      <p className={styles.profileLine}>
        <Link to={`/@${user.username}`} className={styles.profileLink}>
          {USER_HIGHLIGHTS_TEXTS.profile(user.name)}
        </Link>
      </p>
      {edges.length === 0 ? (
        <p className={styles.message}>{USER_HIGHLIGHTS_TEXTS.empty(user.name)}</p>
      ) : (
        <ul className={styles.list} aria-label={USER_HIGHLIGHTS_TEXTS.listLabel}>
          {edges.map((edge) => (
            <HighlightRow key={edge.node.id} edge={edge} />
          ))}
        </ul>
      )}
      {connection.pageInfo.hasNextPage ? (
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => void handleShowMore()}
          disabled={isLoadingMore}
        >
          {isLoadingMore ? USER_HIGHLIGHTS_TEXTS.loadingMore : USER_HIGHLIGHTS_TEXTS.showMore}
        </button>
      ) : null}
    </main>
  );
}

export const screen: ScreenDefinition<UserHighlightsQuery> = {
  query: USER_HIGHLIGHTS_QUERY,
  variables: variablesFor,
  isNotFound: (data) => data?.user.__typename === 'NotFound',
  title: (data, productName) => {
    const user = userOf(data);
    return user ? USER_HIGHLIGHTS_TEXTS.title(user.name, productName) : productName;
  },
  description: (data) => {
    const user = userOf(data);
    return user ? USER_HIGHLIGHTS_TEXTS.description(user.name) : '';
  },
  Component: UserHighlightsScreen,
};
