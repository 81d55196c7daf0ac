import { graphql } from '@client/graphql/generated';

// The result carries counts, not the Post: the clap store decides when the
// cache may hear of them, so the page does not re-render mid-burst.
export const CLAP_POST = graphql(`
  mutation ClapPost($postId: ID!, $count: Int!) {
    clap(postId: $postId, count: $count) {
      acceptedCount
      clapCount
      viewerClapCount
    }
  }
`);

export const UNCLAP_POST = graphql(`
  mutation UnclapPost($postId: ID!) {
    unclap(postId: $postId) {
      clapCount
      viewerClapCount
    }
  }
`);
