import { graphql } from '@client/graphql/generated';

export const POST_FOR_EDITING_QUERY = graphql(`
  query PostForEditing($id: ID!) {
    postForEditing(id: $id) {
      __typename
      ... on PostDraft {
        postId
        title
        subtitle
        version
        hasPendingEdits
        content {
          paragraphs {
            ...EditorParagraph
          }
        }
        post {
          id
          status
          isPublished
          mediumUrl
          statusForCollection
          creator {
            id
          }
          collection {
            id
            name
          }
          pendingCollection {
            id
            name
            viewerIsEditor
          }
          visibility
          license
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
          previewImage {
            id
            focusPercentX
            focusPercentY
          }
          tags {
            id
            displayTitle
          }
        }
      }
      ... on NotFound {
        message
      }
    }
  }
`);

/** The viewer's own highlight a new response quotes (`/new-story?inResponseToQuoteId=…`). */
export const RESPONSE_QUOTE_QUERY = graphql(`
  query ResponseQuote($id: ID!) {
    viewerQuote(id: $id) {
      id
      quoteText
      post {
        id
        title
        mediumUrl
      }
    }
  }
`);

export const CREATE_DRAFT_MUTATION = graphql(`
  mutation CreateDraft(
    $title: String
    $subtitle: String
    $content: PostContentInput
    $inResponseToQuoteId: ID
  ) {
    createDraft(
      title: $title
      subtitle: $subtitle
      content: $content
      inResponseToQuoteId: $inResponseToQuoteId
    ) {
      id
      version
    }
  }
`);

/** A draft begun from a publication's menu joins it, not yet submitted (NOT_YET_SUBMITTED). */
export const ADD_DRAFT_TO_PUBLICATION = graphql(`
  mutation AddDraftToPublication($collectionId: ID!, $postId: ID!) {
    submitStoryToPublication(collectionId: $collectionId, postId: $postId, submitNow: false) {
      id
      statusForCollection
    }
  }
`);

export const SAVE_DRAFT_MUTATION = graphql(`
  mutation SaveDraft(
    $postId: ID!
    $title: String!
    $subtitle: String!
    $content: PostContentInput!
    $baseVersion: Int!
  ) {
    saveDraft(
      postId: $postId
      title: $title
      subtitle: $subtitle
      content: $content
      baseVersion: $baseVersion
    ) {
      __typename
      ... on Post {
        id
        version
      }
      ... on Conflict {
        message
        currentVersion
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`);

export const PUBLISH_POST_MUTATION = graphql(`
  mutation PublishPost($postId: ID!, $input: PublishPostInput) {
    publishPost(postId: $postId, input: $input) {
      id
      status
      mediumUrl
      scheduledAt
    }
  }
`);

/** The publications the writer may put a story in, for the publish dialog's choice. */
export const EDITOR_PUBLICATIONS_QUERY = graphql(`
  query EditorPublications {
    viewer {
      id
      writerCollections {
        id
        name
        viewerRole
      }
    }
  }
`);

/** The writer's story goes to a publication: PENDING for review, or in at once for its staff. */
export const SUBMIT_TO_PUBLICATION_MUTATION = graphql(`
  mutation SubmitToPublication($collectionId: ID!, $postId: ID!) {
    submitStoryToPublication(collectionId: $collectionId, postId: $postId) {
      id
      mediumUrl
      statusForCollection
      collection {
        id
        name
      }
      pendingCollection {
        id
        name
        viewerIsEditor
      }
    }
  }
`);

/** The publish dialog's settings kept with a draft that goes to review instead of out. */
export const SAVE_STORY_SETTINGS_MUTATION = graphql(`
  mutation SaveStorySettings($postId: ID!, $input: PostSettingsInput!) {
    updatePostSettings(postId: $postId, input: $input) {
      id
    }
  }
`);

export const LINK_PREVIEW_QUERY = graphql(`
  query EditorLinkPreview($url: String!) {
    linkPreview(url: $url) {
      __typename
      ... on LinkPreview {
        url
        title
        description
        imageUrl
        siteName
        iframeSrc
        iframeWidth
        iframeHeight
      }
      ... on BadRequest {
        message
      }
      ... on TooManyRequests {
        message
      }
    }
  }
`);
