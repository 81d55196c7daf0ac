import { graphql } from '@client/graphql/generated';

export const TOPICS_SCREEN_QUERY = graphql(`
  query TopicsScreen {
    viewer {
      id
      isStaff
    }
    topics {
      ...TopicCardFields
    }
  }
`);

export const TOPIC_SCREEN_QUERY = graphql(`
  query TopicScreen($slug: String!, $after: String) {
    topic(slug: $slug) {
      ...TopicCardFields
      tagSlugs
      topStories {
        ...StoryCardFields
      }
      latestStories(first: 10, after: $after) {
        edges {
          cursor
          node {
            ...StoryCardFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

export const TRENDING_SCREEN_QUERY = graphql(`
  query TrendingScreen($mode: String!, $topicSlug: String) {
    trending(mode: $mode, topicSlug: $topicSlug) {
      mode
      topic {
        ...TopicCardFields
      }
      stories {
        ...StoryCardFields
      }
    }
    topics {
      id
      slug
      name
    }
  }
`);
