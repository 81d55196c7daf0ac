import { graphql } from '@client/graphql/generated';

/** The feature pages settings: the pages, and the publication's stories to choose from. */
export const FEATURE_PAGES_SETTINGS_QUERY = graphql(`
  query FeaturePagesSettings($slug: String!, $after: String) {
    collectionBySlug(slug: $slug) {
      id
      name
      slug
      viewerIsEditor
      isAuroraEligible
      isAuroraVisible
      featurePages(first: 10, after: $after) {
        edges {
          cursor
          node {
            id
            title
            slug
            storyIds
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      archiveStories(first: 50) {
        edges {
          node {
            id
            title
          }
        }
      }
    }
  }
`);

export const CREATE_FEATURE_PAGE = graphql(`
  mutation CreateFeaturePage($collectionId: ID!, $input: FeaturePageInput!) {
    createFeaturePage(collectionId: $collectionId, input: $input) {
      id
      title
      slug
      storyIds
    }
  }
`);

export const UPDATE_FEATURE_PAGE = graphql(`
  mutation UpdateFeaturePage($featurePageId: ID!, $input: FeaturePageInput!) {
    updateFeaturePage(featurePageId: $featurePageId, input: $input) {
      id
      title
      slug
      storyIds
    }
  }
`);

export const DELETE_FEATURE_PAGE = graphql(`
  mutation DeleteFeaturePage($featurePageId: ID!) {
    deleteFeaturePage(featurePageId: $featurePageId) {
      id
    }
  }
`);
