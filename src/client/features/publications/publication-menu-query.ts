import { graphql } from '@client/graphql/generated';

/** What the publication menu needs: the viewer's place in the publication and its settings. */
export const PUBLICATION_MENU_QUERY = graphql(`
  query PublicationMenu($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      slug
      name
      viewerIsEditor
      isAuroraEligible
      isAuroraVisible
      isPartnerProgramEnrolled
      newsletterV3 {
        id
        slug
      }
    }
  }
`);

export const SEND_PUBLICATION_FEEDBACK = graphql(`
  mutation SendPublicationFeedback($collectionId: ID!, $message: String!) {
    sendPublicationFeedback(collectionId: $collectionId, message: $message)
  }
`);
