import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ClapPostMutation,
  ClapPostMutationVariables,
  UnclapPostMutation,
  UnclapPostMutationVariables,
} from '@client/graphql/generated/operations';

// The result carries counts, not the Post: the clap store decides when the
// cache may hear of them, so the page does not re-render mid-burst.
export const CLAP_POST: TypedDocumentNode<ClapPostMutation, ClapPostMutationVariables> = gql`
  mutation ClapPost($postId: ID!, $count: Int!) {
    clap(postId: $postId, count: $count) {
      acceptedCount
      clapCount
      viewerClapCount
    }
  }
`;

export const UNCLAP_POST: TypedDocumentNode<UnclapPostMutation, UnclapPostMutationVariables> = gql`
  mutation UnclapPost($postId: ID!) {
    unclap(postId: $postId) {
      clapCount
      viewerClapCount
    }
  }
`;
