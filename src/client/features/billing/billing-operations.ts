import { graphql } from '@client/graphql/generated';

export const BILLING_SETTINGS_QUERY = graphql(`
  query BillingSettings {
    billingSettings {
      provider
      testMode
      plans {
        plan
        amount
        currency
        formattedPrice
      }
    }
  }
`);

export const START_CHECKOUT = graphql(`
  mutation StartCheckout($plan: MembershipPlan!, $kind: CheckoutKind, $recipientEmail: String) {
    startCheckout(plan: $plan, kind: $kind, recipientEmail: $recipientEmail) {
      __typename
      ... on CheckoutSession {
        id
        url
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
