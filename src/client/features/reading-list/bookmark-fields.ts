import { graphql } from '@client/graphql/generated';

export const BOOKMARK_POST_MUTATION = graphql(`
  mutation BookmarkPost($targetPostId: ID!) {
    bookmarkPost(targetPostId: $targetPostId) {
      id
      readingListState
    }
  }
`);

export const UNBOOKMARK_POST_MUTATION = graphql(`
  mutation UnbookmarkPost($targetPostId: ID!) {
    unbookmarkPost(targetPostId: $targetPostId) {
      id
      readingListState
    }
  }
`);

export const ARCHIVE_POST_MUTATION = graphql(`
  mutation ArchivePost($targetPostId: ID!) {
    archivePost(targetPostId: $targetPostId) {
      id
      readingListState
    }
  }
`);

export const UNARCHIVE_POST_MUTATION = graphql(`
  mutation UnarchivePost($targetPostId: ID!) {
    unarchivePost(targetPostId: $targetPostId) {
      id
      readingListState
    }
  }
`);
