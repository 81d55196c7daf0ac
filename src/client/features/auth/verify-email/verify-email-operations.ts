import { graphql } from '@client/graphql/generated';

export const SEND_VERIFICATION_EMAIL = graphql(`
  mutation SendVerificationEmail {
    sendVerificationEmail
  }
`);
