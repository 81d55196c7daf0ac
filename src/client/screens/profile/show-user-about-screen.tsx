import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { formatDate } from '@client/features/posts/image-url';
import { graphql } from '@client/graphql/generated';
import { topicUrl } from '@shared/routing/urls';
import type { ScreenProps } from '../screen';
import styles from './profile.module.css';
import { ProfileLayout } from './profile-layout';
import { profileScreen, profileVariables } from './profile-screen';
import { profilePath } from './profile-tabs';
import { PROFILE_TEXTS } from './texts';

const PROFILE_ABOUT_QUERY = graphql(`
  query ProfileAbout($username: String!) {
    user(username: $username) {
      ...ProfileResultFields
      ... on User {
        followedTopics(first: 20) {
          edges {
            node {
              id
              slug
              name
            }
          }
        }
      }
    }
  }
`);

const variables = ({ params }: Pick<ScreenProps, 'params'>) => ({
  username: profileVariables({ params }).username,
});

/** /@{username}/about: the bio, when they joined, and who they follow and who follows them. */
function ShowUserAboutScreen(props: ScreenProps) {
  const { data } = useQuery(PROFILE_ABOUT_QUERY, { variables: variables(props) });
  const followedTopics = data?.user.__typename === 'User' ? data.user.followedTopics.edges : [];
  return (
    <ProfileLayout result={data?.user} tab="about">
      {(user) => (
        <>
          <h2 className={styles.sectionHeading}>{PROFILE_TEXTS.aboutHeading(user.name)}</h2>
          <p className={styles.bio}>{user.bio || PROFILE_TEXTS.noBio(user.name)}</p>
          <ul className={styles.aboutList}>
            <li>
              <time dateTime={user.createdAt}>
                {PROFILE_TEXTS.memberSince(formatDate(user.createdAt))}
              </time>
            </li>
            <li>
              <Link to={profilePath(user.username, '/following')} className={styles.countLink}>
                {PROFILE_TEXTS.following(user.followingCount)}
              </Link>
            </li>
            <li>
              <Link to={profilePath(user.username, '/followers')} className={styles.countLink}>
                {PROFILE_TEXTS.followers(user.followerCount)}
              </Link>
            </li>
          </ul>
          {followedTopics.length > 0 ? (
            <>
              <h3 className={styles.sectionHeading}>{PROFILE_TEXTS.followedTopics}</h3>
              <ul className={styles.aboutList}>
                {followedTopics.map(({ node }) => (
                  <li key={node.id}>
                    <Link to={topicUrl(node.slug)} className={styles.countLink}>
                      {node.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </ProfileLayout>
  );
}

export const screen = profileScreen({
  query: PROFILE_ABOUT_QUERY,
  suffix: '/about',
  section: PROFILE_TEXTS.tabs.about,
  variables,
  Component: ShowUserAboutScreen,
});
