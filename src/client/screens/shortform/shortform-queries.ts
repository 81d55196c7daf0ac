import { graphql } from '@client/graphql/generated';

export const NEW_SHORTFORM_SCREEN_QUERY = graphql(`
  query NewShortformScreen($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      slug
      name
      viewerCanWriteShortform
    }
  }
`);

export const EDIT_SHORTFORM_SCREEN_QUERY = graphql(`
  query EditShortformScreen($slug: String!, $id: ID!) {
    collectionBySlug(slug: $slug) {
      id
      slug
      name
    }
    shortform(id: $id) {
      ...ShortformFields
      collection {
        id
      }
    }
  }
`);

export const CREATE_SHORTFORM = graphql(`
  mutation CreateShortform($collectionId: ID!, $input: ShortformInput!) {
    createShortform(collectionId: $collectionId, input: $input) {
      ...ShortformFields
    }
  }
`);

export const UPDATE_SHORTFORM = graphql(`
  mutation UpdateShortform($id: ID!, $input: ShortformInput!) {
    updateShortform(id: $id, input: $input) {
      ...ShortformFields
    }
  }
`);

export const DELETE_SHORTFORM = graphql(`
  mutation DeleteShortform($id: ID!) {
    deleteShortform(id: $id)
  }
`);
