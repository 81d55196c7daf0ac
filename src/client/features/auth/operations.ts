import { graphql } from '@client/graphql/generated';

export const AUTH_CONFIG_QUERY = graphql(`
  query AuthConfig {
    authConfig {
      authDomain
      socialProviders
      googleClientId
      captcha {
        provider
        siteKey
        challengeUrl
        scriptUrl
      }
    }
  }
`);

export const ACCOUNT_TOKEN_QUERY = graphql(`
  query AccountToken {
    accountToken {
      token
    }
  }
`);

export const SEND_ACCT_AUTH_EMAIL = graphql(`
  mutation SendAcctAuthEmail(
    $email: String!
    $redirect: String
    $fullName: String
    $captchaValue: String
    $operation: AuthOperation!
    $onMobileWeb: Boolean
    $entry: String
  ) {
    sendAcctAuthEmail(
      email: $email
      redirect: $redirect
      fullName: $fullName
      captchaValue: $captchaValue
      operation: $operation
      onMobileWeb: $onMobileWeb
      entry: $entry
    ) {
      __typename
      ... on SendAcctAuthEmailSuccess {
        method
      }
      ... on BadRequest {
        message
      }
      ... on FailedChallenge {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`);

export const VERIFY_LOGIN_CODE = graphql(`
  mutation VerifyLoginCode($loginCode: String!) {
    verifyLoginCode(loginCode: $loginCode) {
      __typename
      ... on Token {
        authUrl
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on TooManyRequests {
        message
      }
    }
  }
`);
