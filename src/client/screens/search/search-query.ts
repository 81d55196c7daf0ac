import { graphql } from '@client/graphql/generated';

/** One page of one tab: the same story cards as the feeds, in one request. */
export const SEARCH_SCREEN_QUERY = graphql(`
  query SearchScreen(
    $query: String!
    $tab: SearchTab!
    $page: Int!
    $username: String
    $collectionSlug: String
  ) {
    search(
      query: $query
      tab: $tab
      page: $page
      username: $username
      collectionSlug: $collectionSlug
    ) {
      query
      tab
      page
      hasNextPage
      suggestion
      scopedTo {
        id
        name
        username
      }
      scopedToPublication {
        id
        name
        slug
      }
      stories {
        ...StoryCardFields
      }
      people {
        id
        name
        username
        bio
      }
      publications {
        id
        name
        slug
        description
      }
      tags {
        tagSlug
        displayText
        postCount
        followerCount
      }
    }
  }
`);
