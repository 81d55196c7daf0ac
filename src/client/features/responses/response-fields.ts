import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  HidePostResponseMutation,
  HidePostResponseMutationVariables,
  PostResponsesQuery,
  PostResponsesQueryVariables,
  PublishResponseMutation,
  PublishResponseMutationVariables,
  UnhidePostResponseMutation,
  UnhidePostResponseMutationVariables,
} from '@client/graphql/generated/operations';
import { PARAGRAPH_FIELDS } from '../posts/paragraph-fields';

/** What the story page needs to offer the responses panel. */
export const RESPONSE_COUNT_FIELDS = gql`
  fragment ResponseCountFields on Post {
    id
    responseCount
  }
`;

/** A response as the panel shows it: who, when, and its body read-only. */
const RESPONSE_POST_FIELDS = gql`
  fragment ResponsePostFields on Post {
    id
    title
    mediumUrl
    inResponseToQuote {
      id
      quoteText
    }
    firstPublishedAt
    latestPublishedAt
    responseCount
    creator {
      id
      name
      username
      imageId
      mediumMemberAt
    }
    content {
      paragraphs {
        ...ParagraphFields
      }
    }
  }
  ${PARAGRAPH_FIELDS}
`;

/** One page of the responses to a story (or to a response), oldest first. */
export const POST_RESPONSES_QUERY: TypedDocumentNode<
  PostResponsesQuery,
  PostResponsesQueryVariables
> = gql`
  query PostResponses($postId: ID!, $limit: Int, $to: String) {
    postResult(id: $postId) {
      __typename
      ... on Post {
        id
        responseCount
        creator {
          id
        }
        postResponses {
          count
          responsesConnection(limit: $limit, to: $to) {
            items {
              itemType
              postId
              isHidden
              post {
                ...ResponsePostFields
              }
            }
            pagingInfo {
              next {
                limit
                to
              }
            }
          }
        }
      }
    }
  }
  ${RESPONSE_POST_FIELDS}
`;

export const PUBLISH_RESPONSE: TypedDocumentNode<
  PublishResponseMutation,
  PublishResponseMutationVariables
> = gql`
  mutation PublishResponse($inResponseToPostId: ID!, $content: PostContentInput!) {
    publishResponse(inResponseToPostId: $inResponseToPostId, content: $content) {
      ...ResponsePostFields
    }
  }
  ${RESPONSE_POST_FIELDS}
`;

export const HIDE_POST_RESPONSE: TypedDocumentNode<
  HidePostResponseMutation,
  HidePostResponseMutationVariables
> = gql`
  mutation HidePostResponse($parentPostId: ID!, $postResponseId: ID!) {
    hidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId)
  }
`;

export const UNHIDE_POST_RESPONSE: TypedDocumentNode<
  UnhidePostResponseMutation,
  UnhidePostResponseMutationVariables
> = gql`
  mutation UnhidePostResponse($parentPostId: ID!, $postResponseId: ID!) {
    unhidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId)
  }
`;

type ResponsesPage = Extract<
  PostResponsesQuery['postResult'],
  { __typename: 'Post' }
>['postResponses']['responsesConnection'];
export type ResponseItemData = ResponsesPage['items'][number];
export type ResponsePostData = ResponseItemData['post'];

/** How many responses a page asks for. */
export const RESPONSES_PAGE_SIZE = 10;
