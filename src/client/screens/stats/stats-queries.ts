import { graphql } from '@client/graphql/generated';

export const VIEWER_STATS_QUERY = graphql(`
  query ViewerStatsScreen {
    viewerStats {
      ...StatsOverviewFields
    }
  }
`);

export const STORY_STATS_QUERY = graphql(`
  query StoryStatsScreen($postId: ID!) {
    storyStats(postId: $postId) {
      id
      title
      totalStats {
        ...TotalStatsFields
      }
      hourlyStats {
        ...StatsPeriodFields
      }
      dailyStats {
        ...StatsPeriodFields
      }
      referrers {
        ...ReferrerGroupFields
      }
      milestones
    }
  }
`);

export const PUBLICATION_STATS_QUERY = graphql(`
  query PublicationStatsScreen($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      name
      slug
      viewerIsEditor
      stats {
        ...StatsOverviewFields
      }
    }
  }
`);
