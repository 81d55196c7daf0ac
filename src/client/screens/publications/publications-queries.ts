import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  AnswerPublicationInvitationMutation,
  AnswerPublicationInvitationMutationVariables,
  ApproveSubmissionMutation,
  ApproveSubmissionMutationVariables,
  CreatePublicationMutation,
  CreatePublicationMutationVariables,
  InviteToPublicationMutation,
  InviteToPublicationMutationVariables,
  PublicationSubmissionsQuery,
  PublicationSubmissionsQueryVariables,
  RemoveStoryFromPublicationMutation,
  RemoveStoryFromPublicationMutationVariables,
  YourPublicationsQuery,
  YourPublicationsQueryVariables,
} from '@client/graphql/generated/operations';

export const YOUR_PUBLICATIONS_QUERY: TypedDocumentNode<
  YourPublicationsQuery,
  YourPublicationsQueryVariables
> = gql`
  query YourPublications {
    viewerPublications(first: 50) {
      edges {
        node {
          id
          name
          slug
          description
          viewerRole
        }
      }
    }
    viewerPublicationInvitations {
      id
      role
      token
      collection {
        id
        name
      }
      inviter {
        id
        name
      }
    }
  }
`;

export const CREATE_PUBLICATION: TypedDocumentNode<
  CreatePublicationMutation,
  CreatePublicationMutationVariables
> = gql`
  mutation CreatePublication($input: NewPublicationInput!) {
    createPublication(input: $input) {
      id
      slug
    }
  }
`;

export const ANSWER_INVITATION: TypedDocumentNode<
  AnswerPublicationInvitationMutation,
  AnswerPublicationInvitationMutationVariables
> = gql`
  mutation AnswerPublicationInvitation($token: String!, $accept: Boolean!) {
    answerPublicationInvitation(token: $token, accept: $accept) {
      id
      viewerRole
    }
  }
`;

export const INVITE_TO_PUBLICATION: TypedDocumentNode<
  InviteToPublicationMutation,
  InviteToPublicationMutationVariables
> = gql`
  mutation InviteToPublication($collectionId: ID!, $invitee: String!, $role: PublicationRole!) {
    inviteToPublication(collectionId: $collectionId, invitee: $invitee, role: $role) {
      id
    }
  }
`;

export const PUBLICATION_SUBMISSIONS_QUERY: TypedDocumentNode<
  PublicationSubmissionsQuery,
  PublicationSubmissionsQueryVariables
> = gql`
  query PublicationSubmissions($slug: String!, $after: String) {
    collectionBySlug(slug: $slug) {
      id
      name
      viewerIsEditor
      submissions(first: 20, after: $after) {
        edges {
          node {
            id
            title
            isPublished
            creator {
              id
              name
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

export const APPROVE_SUBMISSION: TypedDocumentNode<
  ApproveSubmissionMutation,
  ApproveSubmissionMutationVariables
> = gql`
  mutation ApproveSubmission($postId: ID!) {
    approveSubmission(postId: $postId) {
      id
      statusForCollection
    }
  }
`;

export const REMOVE_FROM_PUBLICATION: TypedDocumentNode<
  RemoveStoryFromPublicationMutation,
  RemoveStoryFromPublicationMutationVariables
> = gql`
  mutation RemoveStoryFromPublication($postId: ID!) {
    removeStoryFromPublication(postId: $postId) {
      id
      statusForCollection
    }
  }
`;
