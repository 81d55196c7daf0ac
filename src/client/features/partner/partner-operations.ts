import { graphql } from '@client/graphql/generated';

export const PARTNER_PROGRAM_QUERY = graphql(`
  query PartnerProgram {
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
    }
  }
`);

export const SUBMIT_PARTNER_TAX_INFO = graphql(`
  mutation SubmitPartnerTaxInfo($input: PartnerTaxInput!) {
    submitPartnerTaxInfo(input: $input) {
      __typename
      ... on PartnerEnrollment {
        legalName
        country
        taxIdLast4
        taxStatus
        taxDeadline
        enrolledAt
        updatedAt
      }
      ... on BadRequest {
        message
      }
      ... on Forbidden {
        message
      }
      ... on TooManyRequests {
        message
      }
    }
  }
`);
