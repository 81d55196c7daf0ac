import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  PostSettingsQuery,
  PostSettingsQueryVariables,
  UpdatePostSettingsMutation,
  UpdatePostSettingsMutationVariables,
} from '@client/graphql/generated/operations';

const SETTINGS_FIELDS = gql`
  fragment StorySettingsFields on Post {
    id
    title
    mediumUrl
    isPublished
    previewTitle
    previewSubtitle
    previewImage {
      id
      focusPercentX
      focusPercentY
    }
    tags {
      id
      displayTitle
    }
    seoTitle
    seoDescription
    canonicalUrl
    license
    visibility
  }
`;

export const POST_SETTINGS_QUERY: TypedDocumentNode<PostSettingsQuery, PostSettingsQueryVariables> =
  gql`
    query PostSettings($id: ID!) {
      postForEditing(id: $id) {
        __typename
        ... on PostDraft {
          postId
          title
          subtitle
          content {
            paragraphs {
              name
              type
              text
              metadata {
                id
                originalWidth
                originalHeight
                alt
              }
            }
          }
          post {
            ...StorySettingsFields
          }
        }
        ... on NotFound {
          message
        }
      }
    }
    ${SETTINGS_FIELDS}
  `;

export type PostSettingsData = PostSettingsQuery;
export type SettingsDraft = Extract<
  PostSettingsQuery['postForEditing'],
  { __typename: 'PostDraft' }
>;
export const UPDATE_POST_SETTINGS_MUTATION: TypedDocumentNode<
  UpdatePostSettingsMutation,
  UpdatePostSettingsMutationVariables
> = gql`
  mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {
    updatePostSettings(postId: $postId, input: $input) {
      ...StorySettingsFields
    }
  }
  ${SETTINGS_FIELDS}
`;
