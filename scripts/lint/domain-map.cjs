// The domain map, read by the walls (.dependency-cruiser.cjs) and by the loader walls
// (scripts/test/loader-walls.test.ts).

/**
 * Which domains each domain may call, through their index (docs/ARCHITECTURE.md lists it).
 * The access room is at the bottom and calls no domain; every arrow points one way (the
 * no-circles rule keeps it so). A new arrow is a decision made here rather than an
 * import that slipped in.
 */
const DOMAIN_MAP = {
  access: [],
  auth: ['users'],
  billing: ['access', 'auth', 'notifications'],
  design: ['access'],
  conversation: ['access', 'notifications', 'reading', 'social', 'users'],
  embeds: [],
  flags: [],
  moderation: ['access', 'conversation'],
  'notification-emails': ['access'],
  notifications: ['access', 'notification-emails'],
  publications: ['access', 'notifications', 'notification-emails'],
  posts: ['access', 'conversation', 'notifications', 'social', 'users'],
  reading: ['access', 'notifications'],
  search: ['access', 'auth', 'publications', 'social'],
  'site-pages': [],
  social: ['access', 'notifications'],
  stats: ['access'],
  topics: ['access', 'social'],
  users: ['access'],
};

module.exports = { DOMAIN_MAP };
