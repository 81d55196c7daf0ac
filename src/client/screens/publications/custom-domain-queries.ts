import { graphql } from '@client/graphql/generated';

export const CUSTOM_DOMAIN_SETTINGS_QUERY = graphql(`
  query CustomDomainSettingsScreen($slug: String!) {
    collectionBySlug(slug: $slug) {
      id
      name
      slug
      domain
      viewerIsEditor
      customDomainState {
        ...CustomDomainStateFields
      }
    }
  }
`);

export const LINK_CUSTOM_DOMAIN = graphql(`
  mutation LinkCustomDomain($collectionId: ID!, $domain: String!) {
    linkCustomDomain(collectionId: $collectionId, domain: $domain) {
      ...CustomDomainStateFields
    }
  }
`);

export const VERIFY_CUSTOM_DOMAIN = graphql(`
  mutation VerifyCustomDomain($collectionId: ID!, $check: CustomDomainCheck!) {
    verifyCustomDomain(collectionId: $collectionId, check: $check) {
      ...CustomDomainStateFields
    }
  }
`);

export const ACTIVATE_CUSTOM_DOMAIN = graphql(`
  mutation ActivateCustomDomain($collectionId: ID!) {
    activateCustomDomain(collectionId: $collectionId) {
      ...CustomDomainStateFields
    }
  }
`);

export const REMOVE_CUSTOM_DOMAIN = graphql(`
  mutation RemoveCustomDomain($collectionId: ID!) {
    removeCustomDomain(collectionId: $collectionId) {
      ...CustomDomainStateFields
    }
  }
`);
