import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { STORY_CARD_FIELDS } from '@client/features/posts/story-list-item';
import type {
  RetrieveReadingListQuery,
  RetrieveReadingListQueryVariables,
} from '@client/graphql/generated/operations';

export const READING_LIST_PAGE_SIZE = 10;

/** RetrieveReadingList: one tab's stories and the saved and archived counts. */
export const READING_LIST_QUERY: TypedDocumentNode<
  RetrieveReadingListQuery,
  RetrieveReadingListQueryVariables
> = gql`
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
  ${STORY_CARD_FIELDS}
`;

export type ReadingListData = RetrieveReadingListQuery;
export type ReadingListPreview = RetrieveReadingListQuery['readingList']['postPreviews'][number];
