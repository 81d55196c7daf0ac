import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type {
  ProfilePersonFieldsFragment,
  StoryCardFieldsFragment,
} from '@client/graphql/generated/graphql';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { appendUserEdges } from './paged-list';
import type { Connection } from './paged-list';
import { PeopleList } from './people-list';
import { ProfileLayout } from './profile-layout';
import { profileScreen, profileUserOf, profileVariables } from './profile-screen';
import type { ProfileData } from './profile-screen';
import type { ProfileTab } from './profile-tabs';
import { StoryListSection } from './story-list-section';

type Lists = {
  stories: 'latestStories' | 'recommendedStories' | 'responseStories';
  people: 'followers' | 'following';
};

export interface ProfileListOptions<TData extends ProfileData, TKind extends keyof Lists> {
  query: TypedDocumentNode<TData, { username: string; first: number; after?: string | null }>;
  kind: TKind;
  /** The connection on the queried user that the page lists. */
  field: Lists[TKind];
  /** The tab marked current; null for pages outside the tab bar. */
  tab: ProfileTab | null;
  /** The page's path under /@{username}, and its name in the title (null: the profile home). */
  suffix: string;
  section: string | null;
  heading: (name: string) => string;
  emptyText: (name: string) => string;
}

/**
 * A profile page that is one paged list on the user, stories or people,
 * under the profile's header and tabs.
 */
export function profileListScreen<TData extends ProfileData, TKind extends keyof Lists>(
  options: ProfileListOptions<TData, TKind>,
): ScreenDefinition<TData> {
  function ProfileListScreen(props: ScreenProps) {
    const { data, fetchMore } = useQuery(options.query, { variables: profileVariables(props) });
    const user = profileUserOf(data);
    // The query selects `field` on the user: the connection the page lists.
    const connection = user ? (user as Record<string, unknown>)[options.field] : null;
    const onShowMore = (after: string) =>
      fetchMore({ variables: { after }, updateQuery: appendUserEdges(options.field) as never });
    return (
      <ProfileLayout result={data?.user} tab={options.tab}>
        {(header) => {
          if (!connection) return null;
          const list = {
            heading: options.heading(header.name),
            emptyText: options.emptyText(header.name),
            onShowMore,
          };
          return options.kind === 'stories' ? (
            <StoryListSection
              {...list}
              connection={connection as Connection<StoryCardFieldsFragment>}
            />
          ) : (
            <PeopleList
              {...list}
              connection={connection as Connection<ProfilePersonFieldsFragment>}
            />
          );
        }}
      </ProfileLayout>
    );
  }
  return profileScreen({
    query: options.query,
    suffix: options.suffix,
    section: options.section,
    Component: ProfileListScreen,
  });
}
