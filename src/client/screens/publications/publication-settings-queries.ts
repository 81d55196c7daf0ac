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
