import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ChangeUsernameMutation,
  ChangeUsernameMutationVariables,
  SettingsQuery,
  SettingsQueryVariables,
  UpdateProfileImageMutation,
  UpdateProfileImageMutationVariables,
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
  UsernameAvailabilityQuery,
  UsernameAvailabilityQueryVariables,
} from '@client/graphql/generated/operations';

/** The fields the settings page edits; mutations return them so the cache (and the nav bar) update. */
const PROFILE_FIELDS = gql`
  fragment SettingsProfileFields on User {
    id
    username
    name
    bio
    imageId
  }
`;

export const SETTINGS_QUERY: TypedDocumentNode<SettingsQuery, SettingsQueryVariables> = gql`
  query Settings {
    viewer {
      ...SettingsProfileFields
      email
      unverifiedEmail
    }
  }
  ${PROFILE_FIELDS}
`;

// Each mutation spells out inline fragments on the union's members.
export const UPDATE_PROFILE: TypedDocumentNode<
  UpdateProfileMutation,
  UpdateProfileMutationVariables
> = gql`
  mutation UpdateProfile($name: String!, $bio: String!) {
    updateProfile(name: $name, bio: $bio) {
      __typename
      ... on User {
        ...SettingsProfileFields
      }
      ... on ProfileFieldError {
        field
        message
      }
    }
  }
  ${PROFILE_FIELDS}
`;

export const UPDATE_PROFILE_IMAGE: TypedDocumentNode<
  UpdateProfileImageMutation,
  UpdateProfileImageMutationVariables
> = gql`
  mutation UpdateProfileImage($imageId: String) {
    updateProfileImage(imageId: $imageId) {
      __typename
      ... on User {
        ...SettingsProfileFields
      }
      ... on ProfileFieldError {
        field
        message
      }
    }
  }
  ${PROFILE_FIELDS}
`;

export const CHANGE_USERNAME: TypedDocumentNode<
  ChangeUsernameMutation,
  ChangeUsernameMutationVariables
> = gql`
  mutation ChangeUsername($username: String!) {
    changeUsername(username: $username) {
      __typename
      ... on User {
        ...SettingsProfileFields
      }
      ... on ProfileFieldError {
        field
        message
      }
    }
  }
  ${PROFILE_FIELDS}
`;

export const USERNAME_AVAILABILITY: TypedDocumentNode<
  UsernameAvailabilityQuery,
  UsernameAvailabilityQueryVariables
> = gql`
  query UsernameAvailability($username: String!) {
    usernameAvailability(username: $username) {
      username
      isAvailable
      message
    }
  }
`;

export type SettingsViewer = NonNullable<SettingsQuery['viewer']>;
export type ProfileResult = UpdateProfileMutation['updateProfile'];
