import { graphql } from '@client/graphql/generated';

/** The navigation settings page: the publication and its items as readers see them. */
export const NAVIGATION_SETTINGS_QUERY = graphql(`
  query NavigationSettingsScreen($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      name
      slug
      viewerIsEditor
      navItems {
        type
        title
        href
      }
    }
  }
`);

export const SET_NAV_ITEMS = graphql(`
  mutation SetPublicationNavItems($collectionId: ID!, $items: [PublicationNavItemInput!]!) {
    setPublicationNavItems(collectionId: $collectionId, items: $items) {
      id
      navItems {
        type
        title
        href
      }
    }
  }
`);
