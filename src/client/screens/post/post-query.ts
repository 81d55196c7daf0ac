import type { PostScreenQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

export const POST_QUERY = graphql(`
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
          bio
          followerCount
          isFollowing
          customStyleSheet {
            ...PublisherStyleFields
          }
        }
        collection {
          id
          name
          slug
          domain
          viewerIsEditor
          description
          avatarImageId
          followerCount
          viewerIsFollowing
          customStyleSheet {
            ...PublisherStyleFields
          }
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
        moreFromAuthor {
          id
          title
          previewSubtitle
          mediumUrl
          readingTime
        }
        content(shareKey: $shareKey) {
          isLockedPreviewOnly
          meteringInfo {
            postIds
            maxUnlockCount
            unlocksRemaining
          }
          paragraphs {
            ...ParagraphFields
          }
        }
      }
    }
  }
`);

export type PostScreenData = PostScreenQuery;
export type PostResultData = PostScreenQuery['postResult'];
export type StoryData = Extract<PostResultData, { __typename: 'Post' }>;

export function storyOf(data: PostScreenData | undefined): StoryData | null {
  return data?.postResult.__typename === 'Post' ? data.postResult : null;
}
