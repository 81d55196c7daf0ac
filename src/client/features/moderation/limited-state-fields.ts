import { gql } from '@apollo/client';

/** What the story page needs to show the limited-content banner. */
export const LIMITED_STATE_FIELDS = gql`
  fragment LimitedStateFields on Post {
    id
    isLimited
  }
`;
