import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ArchivePostMutation,
  ArchivePostMutationVariables,
  BookmarkPostMutation,
  BookmarkPostMutationVariables,
  UnarchivePostMutation,
  UnarchivePostMutationVariables,
  UnbookmarkPostMutation,
  UnbookmarkPostMutationVariables,
} from '@client/graphql/generated/operations';

/** What the bookmark button needs of a story; spread into every query that shows one. */
export const BOOKMARK_FIELDS = gql`
  fragment BookmarkFields on Post {
    id
    readingListState
  }
`;

export const BOOKMARK_POST_MUTATION: TypedDocumentNode<
  BookmarkPostMutation,
  BookmarkPostMutationVariables
> = gql`
  mutation BookmarkPost($targetPostId: ID!) {
    bookmarkPost(targetPostId: $targetPostId) {
      id
      readingListState
    }
  }
`;

export const UNBOOKMARK_POST_MUTATION: TypedDocumentNode<
  UnbookmarkPostMutation,
  UnbookmarkPostMutationVariables
> = gql`
  mutation UnbookmarkPost($targetPostId: ID!) {
    unbookmarkPost(targetPostId: $targetPostId) {
      id
      readingListState
    }
  }
`;

export const ARCHIVE_POST_MUTATION: TypedDocumentNode<
  ArchivePostMutation,
  ArchivePostMutationVariables
> = gql`
  mutation ArchivePost($targetPostId: ID!) {
    archivePost(targetPostId: $targetPostId) {
      id
      readingListState
    }
  }
`;

export const UNARCHIVE_POST_MUTATION: TypedDocumentNode<
  UnarchivePostMutation,
  UnarchivePostMutationVariables
> = gql`
  mutation UnarchivePost($targetPostId: ID!) {
    unarchivePost(targetPostId: $targetPostId) {
      id
      readingListState
    }
  }
`;
