import { graphql } from '@client/graphql/generated';

export const MEMBERSHIP_SETTINGS_QUERY = graphql(`
  query MembershipSettings {
    viewer {
      id
      mediumMemberAt
      hasPastMemberships
      membership {
        id
        plan
        isActive
        cancelAtPeriodEnd
        currentPeriodEnd
        endedAt
        cardBrand
        cardLast4
      }
    }
    billingSettings {
      provider
      testMode
    }
  }
`);

export const CANCEL_MEMBERSHIP = graphql(`
  mutation CancelMembership {
    cancelMembership {
      __typename
      ... on Membership {
        id
        cancelAtPeriodEnd
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on ServiceUnavailable {
        message
      }
    }
  }
`);

export const RESUME_MEMBERSHIP = graphql(`
  mutation ResumeMembership {
    resumeMembership {
      __typename
      ... on Membership {
        id
        cancelAtPeriodEnd
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on ServiceUnavailable {
        message
      }
    }
  }
`);

export const UPDATE_PAYMENT_METHOD = graphql(`
  mutation UpdatePaymentMethod($card: CardInput) {
    updatePaymentMethod(card: $card) {
      __typename
      ... on PaymentMethodUpdated {
        membership {
          id
          cardBrand
          cardLast4
        }
      }
      ... on PaymentMethodPortal {
        url
      }
      ... on PaymentMethodDeclined {
        message
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on ServiceUnavailable {
        message
      }
      ... on TooManyRequests {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
`);
