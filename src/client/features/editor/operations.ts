import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  CreateDraftMutation,
  CreateDraftMutationVariables,
  EditorLinkPreviewQuery,
  EditorLinkPreviewQueryVariables,
  PostForEditingQuery,
  PostForEditingQueryVariables,
  PublishPostMutation,
  PublishPostMutationVariables,
  ResponseQuoteQuery,
  ResponseQuoteQueryVariables,
  SaveDraftMutation,
  SaveDraftMutationVariables,
} from '@client/graphql/generated/operations';

const PARAGRAPH_FIELDS = gql`
  fragment EditorParagraph on Paragraph {
    name
    type
    text
    layout
    markups {
      type
      start
      end
      href
    }
    metadata {
      id
      originalWidth
      originalHeight
      focusPercentX
      focusPercentY
      alt
    }
    iframe {
      src
      width
      height
    }
    mixtapeMetadata {
      href
      thumbnailImageId
    }
  }
`;

export const POST_FOR_EDITING_QUERY: TypedDocumentNode<
  PostForEditingQuery,
  PostForEditingQueryVariables
> = gql`
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
  ${PARAGRAPH_FIELDS}
`;

/** The viewer's own highlight a new response quotes (`/new-story?inResponseToQuoteId=…`). */
export const RESPONSE_QUOTE_QUERY: TypedDocumentNode<
  ResponseQuoteQuery,
  ResponseQuoteQueryVariables
> = gql`
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
`;

export const CREATE_DRAFT_MUTATION: TypedDocumentNode<
  CreateDraftMutation,
  CreateDraftMutationVariables
> = gql`
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
`;

export const SAVE_DRAFT_MUTATION: TypedDocumentNode<SaveDraftMutation, SaveDraftMutationVariables> =
  gql`
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
  `;

export const PUBLISH_POST_MUTATION: TypedDocumentNode<
  PublishPostMutation,
  PublishPostMutationVariables
> = gql`
  mutation PublishPost($postId: ID!, $input: PublishPostInput) {
    publishPost(postId: $postId, input: $input) {
      id
      status
      mediumUrl
      scheduledAt
    }
  }
`;

export const LINK_PREVIEW_QUERY: TypedDocumentNode<
  EditorLinkPreviewQuery,
  EditorLinkPreviewQueryVariables
> = gql`
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
`;
