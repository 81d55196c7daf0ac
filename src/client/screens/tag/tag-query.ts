import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { STORY_CARD_FIELDS } from '@client/features/posts/story-list-item';
import type { TagScreenQuery, TagScreenQueryVariables } from '@client/graphql/generated/operations';

export const TAG_SCREEN_QUERY: TypedDocumentNode<TagScreenQuery, TagScreenQueryVariables> = gql`
  query TagScreen($slug: String!, $page: Int!) {
    tagPage(slug: $slug, page: $page) {
      slug
      displayTitle
      postCount
      followerCount
      page
      hasNextPage
      latestStories {
        ...StoryCardFields
      }
      topStories {
        ...StoryCardFields
      }
      relatedTags {
        tagSlug
        displayText
      }
    }
  }
  ${STORY_CARD_FIELDS}
`;
