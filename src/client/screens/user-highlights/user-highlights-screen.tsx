import { useQuery } from '@apollo/client/react';
import { appendEdgesOf } from '@client/app/paging/append-edges';
import type { UserHighlightsQuery } from '@client/graphql/generated/graphql';
import { ProfileLayout } from '../profile/profile-layout';
import { profileScreen, profileUserOf } from '../profile/profile-screen';
import { PROFILE_TEXTS } from '../profile/texts';
import type { ScreenProps } from '../screen';
import { HighlightRow } from './highlight-row';
import { USER_HIGHLIGHTS_TEXTS } from './texts';
import styles from './user-highlights.module.css';
import { USER_HIGHLIGHTS_PAGE_SIZE, USER_HIGHLIGHTS_QUERY } from './user-highlights-query';
import { ShowMore } from '@client/ui/show-more';

function variablesFor({ params }: Pick<ScreenProps, 'params'>) {
  return { username: params.username ?? '', first: USER_HIGHLIGHTS_PAGE_SIZE };
}

type Connection = UserHighlightsQuery['userHighlights'];

/** The passages, newest first, with Show more. */
function HighlightList({
  name,
  connection,
  onShowMore,
}: {
  name: string;
  connection: Connection;
  onShowMore: (after: string) => Promise<unknown>;
}) {
  const edges = connection.edges;

  async function handleShowMore() {
    const after = connection.pageInfo.endCursor;
    if (after) await onShowMore(after);
  }

  return (
    <>
      <h2 className={styles.heading}>{USER_HIGHLIGHTS_TEXTS.heading(name)}</h2>
      {edges.length === 0 ? (
        <p className={styles.message}>{USER_HIGHLIGHTS_TEXTS.empty(name)}</p>
      ) : (
        <ul className={styles.list} aria-label={USER_HIGHLIGHTS_TEXTS.listLabel}>
          {edges.map((edge) => (
            <HighlightRow key={edge.node.id} edge={edge} />
          ))}
        </ul>
      )}
      <ShowMore
        hasMore={connection.pageInfo.hasNextPage}
        onShowMore={handleShowMore}
        className={styles.secondaryButton}
      />
    </>
  );
}

/** /@{username}/highlights: the passages a user highlighted in public stories, newest first. */
function UserHighlightsScreen({ params }: ScreenProps) {
  const { data, error, fetchMore } = useQuery(USER_HIGHLIGHTS_QUERY, {
    variables: variablesFor({ params }),
  });
  if (error && !data) {
    return (
      <main id="main" className={styles.main}>
        <p className={styles.message} role="alert">
          {USER_HIGHLIGHTS_TEXTS.loadFailed}
        </p>
      </main>
    );
  }
  const connection = data?.userHighlights;
  return (
    <ProfileLayout result={data?.user} tab="highlights">
      {(user) =>
        connection ? (
          <HighlightList
            name={user.name}
            connection={connection}
            onShowMore={(after) =>
              fetchMore({ variables: { after }, updateQuery: appendEdgesOf('userHighlights') })
            }
          />
        ) : null
      }
    </ProfileLayout>
  );
}

const profile = profileScreen({
  query: USER_HIGHLIGHTS_QUERY,
  suffix: '/highlights',
  section: PROFILE_TEXTS.tabs.highlights,
  variables: variablesFor,
  Component: UserHighlightsScreen,
});

export const screen: typeof profile = {
  ...profile,
  title: (data, productName) => {
    const user = profileUserOf(data);
    return user ? USER_HIGHLIGHTS_TEXTS.title(user.name, productName) : productName;
  },
  description: (data) => {
    const user = profileUserOf(data);
    return user ? USER_HIGHLIGHTS_TEXTS.description(user.name) : '';
  },
};
