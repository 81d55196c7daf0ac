import { gql } from '@apollo/client';

/** What the clap button needs of a story; spread into every query that shows one. */
export const CLAP_FIELDS = gql`
  fragment ClapFields on Post {
    id
    clapCount
    viewerClapCount
  }
`;
