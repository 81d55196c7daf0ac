import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '@client/graphql/generated';

export const CREATE_QUOTE = graphql(`
  mutation CreateQuote(
    $postId: ID!
    $paragraphName: String!
    $startOffset: Int!
    $endOffset: Int!
  ) {
    createQuote(
      postId: $postId
      paragraphName: $paragraphName
      startOffset: $startOffset
      endOffset: $endOffset
    ) {
      id
      paragraphName
      startOffset
      endOffset
    }
  }
`);

export const DELETE_QUOTE = graphql(`
  mutation DeleteQuote($quoteId: ID!) {
    deleteQuote(quoteId: $quoteId)
  }
`);

/** Adds a new highlight to the story's viewerHighlights, without refetching the story. */
export function addViewerHighlight(cache: ApolloCache, postId: string, quoteId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Post', id: postId }),
    fields: {
      viewerHighlights(existing: readonly Reference[] = [], { readField, toReference }) {
        if (existing.some((ref) => readField('id', ref) === quoteId)) return existing;
        const added = toReference({ __typename: 'Quote', id: quoteId });
        return added ? [...existing, added] : existing;
      },
    },
  });
}

/** Takes a removed highlight out of the story's viewerHighlights. */
export function removeViewerHighlight(cache: ApolloCache, postId: string, quoteId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Post', id: postId }),
    fields: {
      viewerHighlights(existing: readonly Reference[] = [], { readField }) {
        return existing.filter((ref) => readField('id', ref) !== quoteId);
      },
    },
  });
}
