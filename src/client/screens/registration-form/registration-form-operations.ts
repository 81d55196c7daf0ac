import { graphql } from '@client/graphql/generated';

export const REGISTRATION_FORM_QUERY = graphql(`
  query RegistrationForm {
    viewer {
      id
      username
      name
    }
  }
`);

export const CHOOSE_USERNAME = graphql(`
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
`);
