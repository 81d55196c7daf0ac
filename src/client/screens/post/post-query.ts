import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { CLAP_FIELDS } from '@client/features/claps/clap-fields';
import { HIGHLIGHT_FIELDS } from '@client/features/highlights/highlight-fields';
import { LIMITED_STATE_FIELDS } from '@client/features/moderation/limited-state-fields';
import { PARAGRAPH_FIELDS } from '@client/features/posts/paragraph-fields';
import { BOOKMARK_FIELDS } from '@client/features/reading-list/bookmark-fields';
import { RESPONSE_COUNT_FIELDS } from '@client/features/responses/response-fields';
import type {
  PostScreenQuery,
  PostScreenQueryVariables,
} from '@client/graphql/generated/operations';

export const POST_QUERY: TypedDocumentNode<PostScreenQuery, PostScreenQueryVariables> = gql`
  query PostScreen($id: ID!, $shareKey: String) {
    postResult(id: $id) {
      __typename
      ... on RemovedByUser {
        message
      }
      ... on PostSuspended {
        message
      }
      ... on AccountSuspended {
        message
      }
      ... on Blocked {
        message
      }
      ... on WithheldInCountry {
        message
      }
      ... on UnavailableForLegalReasons {
        message
      }
      ... on Post {
        id
        ...ClapFields
        ...BookmarkFields
        ...ResponseCountFields
        ...HighlightFields
        ...LimitedStateFields
        title
        subtitle
        mediumUrl
        visibility
        isLocked
        isPublished
        readingTime
        firstPublishedAt
        latestPublishedAt
        updatedAt
        seoTitle
        seoDescription
        canonicalUrl
        previewTitle
        previewSubtitle
        inResponseToPost {
          id
          title
          mediumUrl
        }
        inResponseToQuote {
          id
          quoteText
        }
        shareKey
        friendLink
        statusForCollection
        creator {
          id
          name
          username
          imageId
          mediumMemberAt
        }
        collection {
          id
          name
          slug
          viewerIsEditor
        }
        pendingCollection {
          id
          name
          viewerIsEditor
        }
        previewImage {
          id
          originalWidth
          originalHeight
          alt
          focusPercentX
          focusPercentY
        }
        tags {
          id
          displayTitle
        }
        content(shareKey: $shareKey) {
          isLockedPreviewOnly
          paragraphs {
            ...ParagraphFields
          }
        }
      }
    }
  }
  ${CLAP_FIELDS}
  ${BOOKMARK_FIELDS}
  ${RESPONSE_COUNT_FIELDS}
  ${HIGHLIGHT_FIELDS}
  ${LIMITED_STATE_FIELDS}
  ${PARAGRAPH_FIELDS}
`;

export type PostScreenData = PostScreenQuery;
export type PostResultData = PostScreenQuery['postResult'];
export type StoryData = Extract<PostResultData, { __typename: 'Post' }>;

export function storyOf(data: PostScreenData | undefined): StoryData | null {
  return data?.postResult.__typename === 'Post' ? data.postResult : null;
}
