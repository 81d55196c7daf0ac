import { gql } from '@apollo/client';
import { STORY_CARD_FIELDS } from '@client/features/posts/story-list-item';
import { FOLLOW_BUTTON_USER_FIELDS } from '@client/features/social/follow-fields';
import { USER_ACTIONS_MENU_FIELDS } from '@client/features/social/user-actions-fields';

/** What every profile page's header needs: spread into each profile screen's query. */
const PROFILE_HEADER_FIELDS = gql`
  fragment ProfileHeaderFields on User {
    id
    name
    username
    bio
    imageId
    mediumMemberAt
    createdAt
    followerCount
    followingCount
    ...FollowButtonUserFields
    ...UserActionsMenuFields
  }
  ${FOLLOW_BUTTON_USER_FIELDS}
  ${USER_ACTIONS_MENU_FIELDS}
`;

/** The UserResult of a profile: the user, or the state shown instead (spec §8). */
export const PROFILE_RESULT_FIELDS = gql`
  fragment ProfileResultFields on UserResult {
    __typename
    ... on NotFound {
      message
    }
    ... on Blocked {
      message
    }
    ... on AccountSuspended {
      message
    }
    ... on User {
      ...ProfileHeaderFields
    }
  }
  ${PROFILE_HEADER_FIELDS}
`;

/** A person in a followers or following list. */
const PROFILE_PERSON_FIELDS = gql`
  fragment ProfilePersonFields on User {
    id
    name
    username
    bio
    imageId
    mediumMemberAt
    ...FollowButtonUserFields
  }
  ${FOLLOW_BUTTON_USER_FIELDS}
`;

/** A page of a profile's stories (home, claps, responses). */
export const PROFILE_STORY_PAGE_FIELDS = gql`
  fragment ProfileStoryPageFields on PostConnection {
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
  ${STORY_CARD_FIELDS}
`;

/** A page of a profile's followers or following. */
export const PROFILE_PEOPLE_PAGE_FIELDS = gql`
  fragment ProfilePeoplePageFields on UserConnection {
    edges {
      cursor
      node {
        ...ProfilePersonFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
  ${PROFILE_PERSON_FIELDS}
`;
