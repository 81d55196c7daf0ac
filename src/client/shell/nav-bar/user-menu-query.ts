import { graphql } from '@client/graphql/generated';

/** What only the user menu needs about the viewer, fetched when the menu first opens. */
export const USER_MENU_QUERY = graphql(`
  query UserMenu {
    viewer {
      id
      isPartnerProgramEnrolled
      isStaff
      isSuspended
    }
  }
`);
