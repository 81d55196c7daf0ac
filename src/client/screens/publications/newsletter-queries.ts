import { graphql } from '@client/graphql/generated';

/** The new-newsletter page: the publication, and the newsletter it may already have. */
export const NEW_NEWSLETTER_QUERY = graphql(`
  query NewNewsletter($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      slug
      name
      viewerIsEditor
      newsletterV3 {
        id
        slug
        name
      }
    }
  }
`);

/** A newsletter's landing: what it is, whose it is, and the viewer's subscription. */
export const NEWSLETTER_LANDING_QUERY = graphql(`
  query NewsletterLanding($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      slug
      name
      description
      newsletterV3 {
        id
        slug
        name
        description
        viewerIsSubscribed
        viewerCanEdit
      }
    }
  }
`);

/** The newsletter's settings: its words, its subscribers and the stories it may send. */
export const NEWSLETTER_SETTINGS_QUERY = graphql(`
  query NewsletterSettings($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      slug
      name
      viewerIsEditor
      newsletterV3 {
        id
        slug
        name
        description
        subscriberCount
        storiesToSend {
          id
          title
        }
      }
    }
  }
`);

// A created newsletter answers its publication's newsletterV3 too, so the
// cached publication menu leads to the new newsletter at once.
export const CREATE_NEWSLETTER = graphql(`
  mutation CreateCollectionNewsletter($collectionId: ID!, $input: NewsletterInput!) {
    createCollectionNewsletter(collectionId: $collectionId, input: $input) {
      id
      slug
      name
      description
      collection {
        id
        newsletterV3 {
          id
          slug
        }
      }
    }
  }
`);

export const UPDATE_NEWSLETTER = graphql(`
  mutation UpdateNewsletter($newsletterId: ID!, $input: NewsletterInput!) {
    updateNewsletter(newsletterId: $newsletterId, input: $input) {
      id
      name
      description
    }
  }
`);

export const SUBSCRIBE_TO_NEWSLETTER = graphql(`
  mutation SubscribeToNewsletter($newsletterId: ID!) {
    subscribeToNewsletter(newsletterId: $newsletterId) {
      id
      viewerIsSubscribed
    }
  }
`);

export const UNSUBSCRIBE_FROM_NEWSLETTER = graphql(`
  mutation UnsubscribeFromNewsletter($newsletterId: ID!) {
    unsubscribeFromNewsletter(newsletterId: $newsletterId) {
      id
      viewerIsSubscribed
    }
  }
`);

export const SEND_STORY_TO_NEWSLETTER = graphql(`
  mutation SendStoryToNewsletter($newsletterId: ID!, $postId: ID!) {
    sendStoryToNewsletter(newsletterId: $newsletterId, postId: $postId)
  }
`);
