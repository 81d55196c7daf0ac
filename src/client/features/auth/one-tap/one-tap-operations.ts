import { graphql } from '@client/graphql/generated';

export const EMAIL_AVAILABILITY_QUERY = graphql(`
  query EmailAvailability($email: String!) {
    emailAvailability(email: $email)
  }
`);

export const SIGN_IN_WITH_GOOGLE_ONE_TAP = graphql(`
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
`);
