import { graphql } from '@client/graphql/generated';

export const AUTH_CONFIG_QUERY = graphql(`
  query AuthConfig {
    authConfig {
      authDomain
      socialProviders
      googleClientId
      appStoreUrl
      playStoreUrl
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

/** Whether no account uses an address yet; each answer costs a solved captcha. */
export const EMAIL_STEP_AVAILABILITY = graphql(`
  query EmailStepAvailability($email: String!, $captchaValue: String) {
    emailAvailability(email: $email, captchaValue: $captchaValue)
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
