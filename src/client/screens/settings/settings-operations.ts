import type { SettingsQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

export const SETTINGS_QUERY = graphql(`
  query Settings {
    viewer {
      ...SettingsProfileFields
      email
      unverifiedEmail
    }
  }
`);

// Each mutation spells out inline fragments on the union's members.
export const UPDATE_PROFILE = graphql(`
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
`);

export const UPDATE_PROFILE_IMAGE = graphql(`
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
`);

export const CHANGE_USERNAME = graphql(`
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
`);

export const USERNAME_AVAILABILITY = graphql(`
  query UsernameAvailability($username: String!) {
    usernameAvailability(username: $username) {
      username
      isAvailable
      message
    }
  }
`);

export type SettingsViewer = NonNullable<SettingsQuery['viewer']>;
