import { gql } from '@apollo/client';

/** What the story page needs to offer the responses panel. */
export const RESPONSE_COUNT_FIELDS = gql`
  fragment ResponseCountFields on Post {
    id
    responseCount
  }
`;
