import { useQuery } from '@apollo/client/react';
import { useViewer } from '@client/app/use-viewer';
import { ShowMore } from '@client/ui/show-more';
import { Link } from '@client/app/link';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { MuteSettingsQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { MuteRow } from './mute-row';
import type { MutedThing } from './mute-row';
import { MUTE_SETTINGS_PAGE_SIZE, MUTE_SETTINGS_QUERY } from './mute-settings-query';
import styles from './mute-settings.module.css';
import { MUTE_SETTINGS_TEXTS, MUTE_TABS, isMuteTab } from './texts';
import type { MuteTab } from './texts';

const variables = (props: ScreenProps) => ({
  isUsers: props.params.activeTab !== 'publications',
  first: MUTE_SETTINGS_PAGE_SIZE,
});

type Viewer = NonNullable<MuteSettingsQuery['viewer']>;

function rowsOf(viewer: Viewer | undefined | null): MutedThing[] {
  if (!viewer) return [];
  const people = (viewer.mutedUsers?.edges ?? []).map(({ node }): MutedThing => ({
    kind: 'user',
    id: node.id,
    name: node.name,
    username: node.username,
    imageId: node.imageId ?? null,
    isMuted: node.isMuting,
  }));
  const publications = (viewer.mutedCollections?.edges ?? []).map(({ node }): MutedThing => ({
    kind: 'collection',
    id: node.id,
    name: node.name,
    slug: node.slug,
    isMuted: node.viewerIsMuting,
  }));
  return [...people, ...publications];
}

/** /me/settings/mute/{users|publications}: what the viewer muted, with Unmute on each row. */
function MuteSettingsScreen(props: ScreenProps) {
  const viewer = useViewer();
  if (!viewer)
    return (
      <SignInPrompt
        heading={MUTE_SETTINGS_TEXTS.heading}
        text={MUTE_SETTINGS_TEXTS.signInPrompt}
        action={MUTE_SETTINGS_TEXTS.signIn}
      />
    );
  const tab: MuteTab = isMuteTab(props.params.activeTab) ? props.params.activeTab : 'users';
  return <MuteSettingsPage tab={tab} props={props} />;
}

function MuteSettingsPage({ tab, props }: { tab: MuteTab; props: ScreenProps }) {
  const { data, error, fetchMore } = useQuery(MUTE_SETTINGS_QUERY, {
    variables: variables(props),
  });
  const viewer = data?.viewer;
  const connection = tab === 'users' ? viewer?.mutedUsers : viewer?.mutedCollections;
  const rows = rowsOf(viewer);

  async function handleShowMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.viewer;
        const next = fetchMoreResult.viewer;
        if (!before || !next) return previous;
        const merge = <T extends { edges: unknown[] }>(a?: T | null, b?: T | null) =>
          a && b ? { ...b, edges: [...a.edges, ...b.edges] } : (b ?? a);
        return {
          ...previous,
          viewer: {
            ...before,
            mutedUsers: merge(before.mutedUsers, next.mutedUsers),
            mutedCollections: merge(before.mutedCollections, next.mutedCollections),
          },
        } as MuteSettingsQuery;
      },
    });
  }

  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{MUTE_SETTINGS_TEXTS.heading}</h1>
      <p className={styles.intro}>{MUTE_SETTINGS_TEXTS.intro}</p>
      <nav aria-label={MUTE_SETTINGS_TEXTS.tabs}>
        <ul className={styles.tabs}>
          {MUTE_TABS.map((name) => (
            <li key={name}>
              <Link
                to={`/me/settings/mute/${name}`}
                className={styles.tab}
                aria-current={name === tab ? 'page' : undefined}
              >
                {name === 'users' ? MUTE_SETTINGS_TEXTS.users : MUTE_SETTINGS_TEXTS.publications}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error && !connection ? (
        <p className={styles.message} role="alert">
          {MUTE_SETTINGS_TEXTS.loadFailed}
        </p>
      ) : connection && rows.length === 0 ? (
        <p className={styles.message}>
          {tab === 'users' ? MUTE_SETTINGS_TEXTS.emptyUsers : MUTE_SETTINGS_TEXTS.emptyPublications}
        </p>
      ) : (
        <ul
          className={styles.list}
          aria-label={
            tab === 'users' ? MUTE_SETTINGS_TEXTS.users : MUTE_SETTINGS_TEXTS.publications
          }
          aria-busy={!connection || undefined}
        >
          {rows.map((thing) => (
            <MuteRow key={`${thing.kind}:${thing.id}`} thing={thing} />
          ))}
        </ul>
      )}
      <ShowMore
        hasMore={connection?.pageInfo.hasNextPage}
        onShowMore={handleShowMore}
        className={styles.button}
      />
    </main>
  );
}

export const screen: ScreenDefinition<MuteSettingsQuery> = {
  query: MUTE_SETTINGS_QUERY,
  variables,
  requiresViewer: true,
  isNotFound: (_data, props) => !isMuteTab(props.params.activeTab),
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => `Muted – ${productName}`,
  Component: MuteSettingsScreen,
};
