/** What the custom-domain operations say when they refuse. */
export const CUSTOM_DOMAIN_ERRORS = {
  ownHost: "That is this site's own address; link a domain of your own.",
  localName: 'Names under .localhost can be linked only on a development server.',
  taken: 'That domain is already linked to a publication.',
  alreadyLinked: 'This publication already has a domain; remove it before linking another.',
  nothingLinked: 'This publication has no domain linked.',
  notPending: 'Only a domain waiting for verification can be checked.',
  notVerified: 'Verify the domain before activating it.',
  tooSoon: 'The domain was checked a moment ago; wait a few seconds and try again.',
  recentlyRemoved:
    'That domain belonged to another publication until recently: verify it with a DNS TXT record.',
} as const;
