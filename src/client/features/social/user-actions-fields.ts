import { gql } from '@apollo/client';

/** What the mute / block / report menu needs of a person. */
export const USER_ACTIONS_MENU_FIELDS = gql`
  fragment UserActionsMenuFields on User {
    id
    name
    username
    isBlocking
    isMuting
  }
`;
