import { graphql } from '@client/graphql/generated';

export const PUBLICATION_SETTINGS_QUERY = graphql(`
  query PublicationSettingsScreen($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      name
      slug
      description
      avatarImageId
      faviconImageId
      viewerIsEditor
      viewerRole
      isAuroraEligible
      isAuroraVisible
    }
  }
`);

export const SET_PUBLICATION_AURORA = graphql(`
  mutation SetPublicationAurora($collectionId: ID!, $input: PublicationAuroraInput!) {
    setPublicationAurora(collectionId: $collectionId, input: $input) {
      id
      isAuroraEligible
      isAuroraVisible
    }
  }
`);

export const UPDATE_PUBLICATION = graphql(`
  mutation UpdatePublication($collectionId: ID!, $input: PublicationSettingsInput!) {
    updatePublication(collectionId: $collectionId, input: $input) {
      id
      name
      description
      avatarImageId
      faviconImageId
    }
  }
`);

export const PUBLICATION_FOLLOWERS_QUERY = graphql(`
  query PublicationFollowersScreen($slug: String!, $after: String) {
    collectionBySlug(slug: $slug) {
      id
      name
      slug
      viewerIsEditor
      followers(first: 20, after: $after) {
        ...ProfilePeoplePageFields
      }
    }
  }
`);

export const PUBLICATION_DASHBOARD_QUERY = graphql(`
  query PublicationDashboardScreen($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      name
      slug
      viewerIsEditor
      followerCount
      publishedStoryCount
      pendingSubmissionCount
    }
  }
`);
