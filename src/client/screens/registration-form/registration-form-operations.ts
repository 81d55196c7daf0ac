import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  ChooseUsernameMutation,
  ChooseUsernameMutationVariables,
  RegistrationFormQuery,
  RegistrationFormQueryVariables,
} from '@client/graphql/generated/operations';

export const REGISTRATION_FORM_QUERY: TypedDocumentNode<
  RegistrationFormQuery,
  RegistrationFormQueryVariables
> = gql`
  query RegistrationForm {
    viewer {
      id
      username
      name
    }
  }
`;

export const CHOOSE_USERNAME: TypedDocumentNode<
  ChooseUsernameMutation,
  ChooseUsernameMutationVariables
> = gql`
  mutation ChooseUsername($username: String!) {
    chooseUsername(username: $username) {
      __typename
      ... on User {
        id
        username
      }
      ... on BadRequest {
        message
      }
    }
  }
`;
