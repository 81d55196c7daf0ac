import { graphql } from '@client/graphql/generated';

export const TAG_SCREEN_QUERY = graphql(`
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
`);
