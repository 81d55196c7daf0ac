import { graphql } from '@client/graphql/generated';

export const USER_DESIGN_QUERY = graphql(`
  query UserDesignScreen {
    viewer {
      id
      name
      username
      bio
      customStyleSheet {
        ...PublisherStyleFields
      }
    }
  }
`);

export const COLLECTION_DESIGN_QUERY = graphql(`
  query CollectionDesignScreen($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      name
      slug
      description
      viewerIsEditor
      customStyleSheet {
        ...PublisherStyleFields
      }
    }
  }
`);

export const UPDATE_STYLE_SHEET = graphql(`
  mutation UpdateCustomStyleSheet(
    $collectionId: ID
    $baseVersion: Int!
    $input: CustomStyleSheetInput!
  ) {
    updateCustomStyleSheet(collectionId: $collectionId, baseVersion: $baseVersion, input: $input) {
      __typename
      ... on CustomStyleSheet {
        ...PublisherStyleFields
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on Conflict {
        message
        currentVersion
      }
    }
  }
`);
