import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  EmailAvailabilityQuery,
  EmailAvailabilityQueryVariables,
  SignInWithGoogleOneTapMutation,
  SignInWithGoogleOneTapMutationVariables,
} from '@client/graphql/generated/operations';

export const EMAIL_AVAILABILITY_QUERY: TypedDocumentNode<
  EmailAvailabilityQuery,
  EmailAvailabilityQueryVariables
> = gql`
  query EmailAvailability($email: String!) {
    emailAvailability(email: $email)
  }
`;

export const SIGN_IN_WITH_GOOGLE_ONE_TAP: TypedDocumentNode<
  SignInWithGoogleOneTapMutation,
  SignInWithGoogleOneTapMutationVariables
> = gql`
  mutation SignInWithGoogleOneTap(
    $credential: String!
    $operation: AuthOperation!
    $redirect: String
  ) {
    signInWithGoogleOneTap(credential: $credential, operation: $operation, redirect: $redirect) {
      __typename
      ... on Token {
        authUrl
      }
      ... on UserCreationRateLimited {
        message
      }
      ... on Forbidden {
        message
      }
      ... on AlreadyExists {
        message
      }
      ... on AlreadyExistsTwitter {
        message
      }
      ... on AlreadyExistsFacebook {
        message
      }
      ... on AlreadyExistsGoogle {
        message
      }
      ... on AlreadyExistsApple {
        message
      }
    }
  }
`;
