import type { RetrieveReadingListQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

export const READING_LIST_PAGE_SIZE = 10;

/** RetrieveReadingList: one tab's stories and the saved and archived counts. */
export const READING_LIST_QUERY = graphql(`
  query RetrieveReadingList(
    $type: ReadingListFilter!
    $searchQuery: String
    $first: Int
    $after: String
  ) {
    readingList(type: $type, searchQuery: $searchQuery, first: $first, after: $after) {
      postPreviews {
        postId
        post {
          ...StoryCardFields
        }
      }
      savedCount
      archivedCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type ReadingListData = RetrieveReadingListQuery;
export type ReadingListPreview = RetrieveReadingListQuery['readingList']['postPreviews'][number];
