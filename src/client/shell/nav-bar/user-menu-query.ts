import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { UserMenuQuery, UserMenuQueryVariables } from '@client/graphql/generated/operations';

/** What only the user menu needs about the viewer, fetched when the menu first opens. */
export const USER_MENU_QUERY: TypedDocumentNode<UserMenuQuery, UserMenuQueryVariables> = gql`
  query UserMenu {
    viewer {
      id
      isPartnerProgramEnrolled
      isStaff
      isSuspended
    }
  }
`;
