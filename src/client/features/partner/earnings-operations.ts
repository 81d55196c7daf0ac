import { graphql } from '@client/graphql/generated';

/** The dashboard's data: the program state the frame needs, and every month's earnings by story. */
export const PARTNER_DASHBOARD_QUERY = graphql(`
  query PartnerDashboard {
    partnerProgram {
      status
      isOpen
      enrollment {
        legalName
        country
        taxIdLast4
        taxStatus
        taxDeadline
        enrolledAt
        updatedAt
      }
      currency
      taxEarningLimit
      earnings {
        month
        gross
        platformShare
        total
        payout {
          amount
          currency
          status
          paidAt
        }
        stories {
          amount
          memberReadingSeconds
          post {
            id
            title
          }
        }
      }
    }
  }
`);
