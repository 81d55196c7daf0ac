import type { CodegenConfig } from '@graphql-codegen/cli';
import * as possibleTypesPlugin from './scripts/codegen/possible-types';

// Types for resolvers (from the SDL) and, with the client preset, the client's typed
// `graphql()` function and documents (from `graphql(`…`)` calls and the fragments in
// src/client/**/*.graphql). Run `npm run codegen` after changing a .graphql file or a query;
// the output is committed. The build swaps each `graphql()` call for its own parsed document
// (scripts/vite/precompile-graphql.ts), so no bundle carries the preset's map of every document.
const config: CodegenConfig = {
  // One plugin of our own (scripts/codegen/possible-types.ts); the rest load by package name.
  pluginLoader: (name) =>
    name === 'quire-possible-types' ? Promise.resolve(possibleTypesPlugin) : import(name),
  schema: ['src/server/graphql/base.graphql', 'src/server/domains/**/*.graphql'],
  documents: ['src/client/**/*.{ts,tsx,graphql}', '!src/client/graphql/generated/**'],
  generates: {
    'src/server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GraphQLContext',
        scalars: { DateTime: 'Date | string', FlagValue: 'boolean | string' },
        mappers: {
          User: '@server/db/schema/users#UserRow',
          Post: '@server/db/schema/posts#PostRow',
          Collection: '@server/db/schema/posts#CollectionRow',
          Tag: '@server/db/schema/posts#TagRow',
          Topic: '@server/db/schema/topics#TopicRow',
          CustomStyleSheet: '@server/domains/design/style-sheet-model#StyleSheetModel',
          UserReport: '@server/db/schema/social#UserReportRow',
          PublicationInvitation: '@server/db/schema/publications#CollectionInvitationRow',
          CustomDomain: '@server/db/schema/publications#CustomDomainRow',
          StatsOverview: '@server/domains/stats/stats-scope#StatsOverviewParent',
          Shortform: '@server/db/schema/publications#ShortformRow',
          FeaturePage: '@server/db/schema/publications#FeaturePageRow',
          Newsletter: '@server/db/schema/publications#NewsletterRow',
          Notification: '@server/domains/notifications/notification-model#NotificationParent',
          NotificationRollupItem:
            '@server/domains/notifications/notification-model#NotificationRollupItemParent',
          Paragraph: '@shared/content/paragraph-model#Paragraph as ParagraphModel',
          PostContent: '@shared/content/locked-preview#ServedPostContent',
          ImageMetadata: '@shared/content/paragraph-model#ImageMetadata as ImageMetadataModel',
          Membership: '@server/db/schema/billing#MembershipRow',
          Charge: '@server/db/schema/billing#ChargeRow',
          CheckoutSession: '@server/db/schema/billing#CheckoutSessionRow',
          PartnerEnrollment: '@server/db/schema/partner#PartnerEnrollmentRow',
          PartnerPayout: '@server/db/schema/partner#PartnerPayoutRow',
        },
        enumsAsTypes: true,
      },
    },
    'src/client/graphql/generated/possible-types.ts': { plugins: ['quire-possible-types'] },
    // Fragment masking stays off: screens read a fragment's fields straight from their
    // query's result, as Apollo's cache hands them over (ADR 024).
    'src/client/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        scalars: { DateTime: 'string', FlagValue: 'boolean | string' },
      },
    },
  },
};

export default config;
