import { graphql } from '@client/graphql/generated';

export const YOUR_PUBLICATIONS_QUERY = graphql(`
  query YourPublications {
    viewerPublications(first: 50) {
      edges {
        node {
          id
          name
          slug
          description
          viewerRole
          viewerIsEditor
          isAuroraEligible
          isAuroraVisible
          isPartnerProgramEnrolled
          newsletterV3 {
            id
            slug
          }
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
`);

export const CREATE_PUBLICATION = graphql(`
  mutation CreatePublication($input: NewPublicationInput!) {
    createPublication(input: $input) {
      id
      slug
    }
  }
`);

export const ANSWER_INVITATION = graphql(`
  mutation AnswerPublicationInvitation($token: String!, $accept: Boolean!) {
    answerPublicationInvitation(token: $token, accept: $accept) {
      id
      viewerRole
    }
  }
`);

export const INVITE_TO_PUBLICATION = graphql(`
  mutation InviteToPublication($collectionId: ID!, $invitee: String!, $role: PublicationRole!) {
    inviteToPublication(collectionId: $collectionId, invitee: $invitee, role: $role) {
      id
    }
  }
`);

export const PUBLICATION_SUBMISSIONS_QUERY = graphql(`
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
`);

export const APPROVE_SUBMISSION = graphql(`
  mutation ApproveSubmission($postId: ID!) {
    approveSubmission(postId: $postId) {
      id
      statusForCollection
    }
  }
`);

export const REMOVE_FROM_PUBLICATION = graphql(`
  mutation RemoveStoryFromPublication($postId: ID!) {
    removeStoryFromPublication(postId: $postId) {
      id
      statusForCollection
    }
  }
`);
