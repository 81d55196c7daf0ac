import type { PostResponsesQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

/** One page of the responses to a story (or to a response), oldest first. */
export const POST_RESPONSES_QUERY = graphql(`
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
`);

export const PUBLISH_RESPONSE = graphql(`
  mutation PublishResponse($inResponseToPostId: ID!, $content: PostContentInput!) {
    publishResponse(inResponseToPostId: $inResponseToPostId, content: $content) {
      ...ResponsePostFields
    }
  }
`);

export const HIDE_POST_RESPONSE = graphql(`
  mutation HidePostResponse($parentPostId: ID!, $postResponseId: ID!) {
    hidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId)
  }
`);

export const UNHIDE_POST_RESPONSE = graphql(`
  mutation UnhidePostResponse($parentPostId: ID!, $postResponseId: ID!) {
    unhidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId)
  }
`);

type ResponsesPage = Extract<
  PostResponsesQuery['postResult'],
  { __typename: 'Post' }
>['postResponses']['responsesConnection'];
export type ResponseItemData = ResponsesPage['items'][number];
export type ResponsePostData = ResponseItemData['post'];

/** How many responses a page asks for. */
export const RESPONSES_PAGE_SIZE = 10;
