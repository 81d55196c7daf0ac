import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  SendVerificationEmailMutation,
  SendVerificationEmailMutationVariables,
} from '@client/graphql/generated/operations';

export const SEND_VERIFICATION_EMAIL: TypedDocumentNode<
  SendVerificationEmailMutation,
  SendVerificationEmailMutationVariables
> = gql`
  mutation SendVerificationEmail {
    sendVerificationEmail
  }
`;
