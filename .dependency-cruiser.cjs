// The architecture's walls (docs/decisions/019-architecture-walls.md), checked by
// `npm run lint` through dependency-cruiser. Paths are as the cruiser resolves them:
// relative to the repository root, aliases (@server/…) already followed.

const TESTS = '(\\.test\\.tsx?$|^src/(server|client)/test/)';
const DOMAINS = '^src/server/domains/';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the cruiser reads CommonJS config
const { DOMAIN_MAP } = require('./scripts/lint/domain-map.cjs');

const domainMapRules = Object.entries(DOMAIN_MAP).map(([domain, allowed]) => ({
  name: `domain-map-${domain}`,
  severity: 'error',
  comment: `The ${domain} domain calls only ${allowed.join(', ') || 'no other domain'} (DOMAIN_MAP).`,
  from: { path: `${DOMAINS}${domain}/`, pathNot: TESTS },
  to: {
    path: DOMAINS,
    pathNot: `${DOMAINS}(${[domain, ...allowed].join('|')})/`,
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: 'The browser bundle never carries server code; share through src/shared.',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-stays-shared',
      severity: 'error',
      comment: 'src/shared runs on both sides, so it imports only itself and packages.',
      from: { path: '^src/shared/' },
      to: { pathNot: '(^src/shared/|node_modules/)', dependencyTypesNot: ['core'] },
    },
    {
      name: 'db-not-to-domains',
      severity: 'error',
      comment: 'The database layer knows tables, not the rules written over them.',
      from: { path: '^src/server/db/' },
      to: { path: DOMAINS },
    },
    {
      name: 'http-not-to-db-schema',
      severity: 'error',
      comment:
        'Routes, pages, feeds and sitemaps read through the domains; naming a row type is ' +
        'fine. Known exceptions, each infrastructure rather than content: client reports and ' +
        'their quota are stored by the routes that receive them, a custom domain is looked up ' +
        'per request, and the test routes seed rows.',
      from: {
        path: '^src/server/http/',
        pathNot: [
          TESTS,
          '^src/server/http/routes/(reporting|test-routes)\\.ts$',
          '^src/server/http/request/(client-event-quota|custom-domains)\\.ts$',
        ],
      },
      to: { path: '^src/server/db/schema/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-internals-stay-inside',
      severity: 'error',
      comment: "Another domain's files are reached only through its index.ts.",
      from: { path: `${DOMAINS}([^/]+)/` },
      to: { path: `${DOMAINS}[^/]+/`, pathNot: [`${DOMAINS}$1/`, `${DOMAINS}[^/]+/index\\.ts$`] },
    },
    {
      name: 'domains-through-their-faces',
      severity: 'error',
      comment:
        'Code outside the domains reaches a domain through one of its faces: index.ts (the ' +
        'services), graphql.ts (its resolvers) or loaders.ts (its request loaders).',
      from: { pathNot: DOMAINS },
      to: { path: `${DOMAINS}[^/]+/`, pathNot: `${DOMAINS}[^/]+/(index|graphql|loaders)\\.ts$` },
    },
    {
      name: 'graphql-face-for-the-schema',
      severity: 'error',
      comment: "A domain's resolvers are assembled into the schema and imported nowhere else.",
      from: { pathNot: [TESTS, '^src/server/graphql/schema\\.ts$'] },
      to: { path: `${DOMAINS}[^/]+/graphql\\.ts$` },
    },
    {
      name: 'loaders-face-for-the-request',
      severity: 'error',
      comment: "A domain's loader factories are assembled into the request's loaders alone.",
      from: { pathNot: [TESTS, '^src/server/service-context\\.ts$'] },
      to: { path: `${DOMAINS}[^/]+/loaders\\.ts$` },
    },
    {
      name: 'shell-not-to-features',
      severity: 'error',
      comment:
        'The shell (menus, modals, toasts…) frames every screen and knows no feature. Known ' +
        'exceptions until the shell takes them as slots: the nav bar carries the bell, the ' +
        'draft label, sign-in and the avatar, and a toast names the reading list.',
      from: {
        path: '^src/client/shell/',
        pathNot: [
          TESTS,
          '^src/client/shell/nav-bar/(nav-bar|notification-bell|texts|user-menu|use-mark-notifications-viewed)\\.tsx?$',
          '^src/client/shell/toasts/toast-appearance\\.ts$',
        ],
      },
      to: { path: '^src/client/(features|screens)/' },
    },
    {
      name: 'ui-knows-no-screen',
      severity: 'error',
      comment:
        'src/client/ui holds the generic pieces (buttons, fields, overlays, avatar) every ' +
        'screen may use; they know no app, shell, feature or screen.',
      from: { path: '^src/client/ui/', pathNot: TESTS },
      to: { path: '^src/client/(app|shell|features|screens)/' },
    },
    {
      name: 'production-not-to-tests',
      severity: 'error',
      comment: 'Test kits and tests stay out of what ships.',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'no-circles',
      severity: 'error',
      comment:
        'Code loads in one direction: no module reaches itself again through what it ' +
        'imports, type-only imports included (a type cycle is a design cycle all the same).',
      from: { path: '^src/', pathNot: TESTS },
      to: { circular: true },
    },
    ...domainMapRules,
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '^(dist|node_modules|src/server/graphql/generated|src/server/db/migrations)/',
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
    },
  },
};
