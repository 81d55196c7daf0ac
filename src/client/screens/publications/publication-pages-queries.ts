import { graphql } from '@client/graphql/generated';

export const PUBLICATION_HOME_QUERY = graphql(`
  query PublicationHome($slug: String!, $after: String) {
    collectionBySlug(slug: $slug) {
      id
      ...PublicationHeaderFields
      viewerIsEditor
      viewerCanWriteShortform
      pinnedStories {
        ...StoryCardFields
      }
      shortforms(first: 5) {
        edges {
          node {
            ...ShortformFields
          }
        }
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

export const PUBLICATION_ABOUT_QUERY = graphql(`
  query PublicationAbout($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      ...PublicationHeaderFields
      creator {
        id
      }
      editors {
        id
        name
        username
        imageId
        bio
      }
    }
  }
`);

export const PUBLICATION_ARCHIVE_QUERY = graphql(`
  query PublicationArchive($slug: String!, $year: Int, $month: Int, $after: String) {
    collectionBySlug(slug: $slug) {
      id
      ...PublicationHeaderFields
      archiveMonths {
        year
        month
        storyCount
      }
      archiveStories(year: $year, month: $month, first: 10, after: $after) {
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

export const PUBLICATION_BY_ID_QUERY = graphql(`
  query PublicationById($id: ID!) {
    collectionById(id: $id) {
      id
      slug
    }
  }
`);

export const PIN_STORY = graphql(`
  mutation PinStoryToPublication($postId: ID!) {
    pinStoryToPublication(postId: $postId) {
      id
    }
  }
`);

export const UNPIN_STORY = graphql(`
  mutation UnpinStoryFromPublication($postId: ID!) {
    unpinStoryFromPublication(postId: $postId) {
      id
    }
  }
`);

/** /{collectionSlug}/pages/{featurePageSlug}: a feature page's stories under the header. */
export const FEATURE_PAGE_QUERY = graphql(`
  query FeaturePageScreen($slug: String!, $page: String!) {
    collectionBySlug(slug: $slug) {
      id
      ...PublicationHeaderFields
      featurePage(slug: $page) {
        id
        title
        slug
        stories {
          ...StoryCardFields
        }
      }
    }
  }
`);
