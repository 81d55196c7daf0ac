import { gql } from '@apollo/client';

/** What the bookmark button needs of a story; spread into every query that shows one. */
export const BOOKMARK_FIELDS = gql`
  fragment BookmarkFields on Post {
    id
    readingListState
  }
`;
