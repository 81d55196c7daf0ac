import type { PostSettingsQuery } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

export const POST_SETTINGS_QUERY = graphql(`
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
`);

export type PostSettingsData = PostSettingsQuery;
export type SettingsDraft = Extract<
  PostSettingsQuery['postForEditing'],
  { __typename: 'PostDraft' }
>;
export const UPDATE_POST_SETTINGS_MUTATION = graphql(`
  mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {
    updatePostSettings(postId: $postId, input: $input) {
      ...StorySettingsFields
    }
  }
`);
