import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, defaultFieldResolver } from 'graphql';
import type { GraphQLFieldConfig, GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { requireStaff, requireViewer } from '../domains/access';
import { authResolvers, socialResolvers } from '../domains/auth/graphql';
import { conversationResolvers } from '../domains/conversation/graphql';
import { embedsResolvers } from '../domains/embeds/graphql';
import { flagsResolvers } from '../domains/flags/graphql';
import { postsResolvers } from '../domains/posts/graphql';
import {
  customDomainsResolvers,
  newslettersResolvers,
  publicationMenuResolvers,
  publicationPagesResolvers,
  publicationsResolvers,
  shortformResolvers,
} from '../domains/publications/graphql';
import { readingResolvers } from '../domains/reading/graphql';
import { moderationResolvers } from '../domains/moderation/graphql';
import { notificationEmailsResolvers } from '../domains/notification-emails/graphql';
import { notificationsResolvers } from '../domains/notifications/graphql';
import { socialGraphResolvers } from '../domains/social/graphql';
import { profileEditingResolvers, usersResolvers } from '../domains/users/graphql';
import { searchResolvers } from '../domains/search/graphql';
import { sitePagesResolvers } from '../domains/site-pages/graphql';
import { topicsResolvers } from '../domains/topics/graphql';
import { designResolvers } from '../domains/design/graphql';
import { statsResolvers } from '../domains/stats/graphql';
import { billingResolvers, partnerResolvers } from '../domains/billing/graphql';
import type { GraphQLContext } from './context';
import { ForbiddenError } from '@server/lib/app-errors';
import { DateTimeScalar, FlagValueScalar } from './scalars';
import { projectPath } from '@server/project-path';

const here = projectPath('src/server/graphql');
const SDL_FILES = [
  path.join(here, 'base.graphql'),
  path.join(here, '../domains/flags/flags.graphql'),
  path.join(here, '../domains/users/users.graphql'),
  path.join(here, '../domains/posts/posts.graphql'),
  path.join(here, '../domains/publications/publications.graphql'),
  path.join(here, '../domains/publications/publication-pages.graphql'),
  path.join(here, '../domains/publications/publication-entity.graphql'),
  path.join(here, '../domains/publications/publication-nav.graphql'),
  path.join(here, '../domains/publications/shortform.graphql'),
  path.join(here, '../domains/publications/publication-menu.graphql'),
  path.join(here, '../domains/publications/custom-domains.graphql'),
  path.join(here, '../domains/publications/newsletters.graphql'),
  path.join(here, '../domains/auth/auth.graphql'),
  path.join(here, '../domains/embeds/embeds.graphql'),
  path.join(here, '../domains/conversation/conversation.graphql'),
  path.join(here, '../domains/reading/reading.graphql'),
  path.join(here, '../domains/social/social.graphql'),
  path.join(here, '../domains/moderation/moderation.graphql'),
  path.join(here, '../domains/users/profile-editing.graphql'),
  path.join(here, '../domains/notifications/notifications.graphql'),
  path.join(here, '../domains/notification-emails/notification-emails.graphql'),
  path.join(here, '../domains/site-pages/site-pages.graphql'),
  path.join(here, '../domains/search/search.graphql'),
  path.join(here, '../domains/topics/topics.graphql'),
  path.join(here, '../domains/design/design.graphql'),
  path.join(here, '../domains/stats/stats.graphql'),
  path.join(here, '../domains/billing/billing.graphql'),
  path.join(here, '../domains/billing/partner.graphql'),
];

const RESOLVERS = [
  flagsResolvers,
  usersResolvers,
  postsResolvers,
  publicationsResolvers,
  publicationPagesResolvers,
  shortformResolvers,
  publicationMenuResolvers,
  customDomainsResolvers,
  newslettersResolvers,
  authResolvers,
  socialResolvers,
  embedsResolvers,
  conversationResolvers,
  readingResolvers,
  socialGraphResolvers,
  moderationResolvers,
  profileEditingResolvers,
  notificationsResolvers,
  notificationEmailsResolvers,
  sitePagesResolvers,
  searchResolvers,
  topicsResolvers,
  designResolvers,
  statsResolvers,
  billingResolvers,
  partnerResolvers,
];

function mergeResolvers(parts: Array<Record<string, Record<string, unknown>>>) {
  const merged: Record<string, Record<string, unknown>> = {
    DateTime: DateTimeScalar as never,
    FlagValue: FlagValueScalar as never,
  };
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part))
      merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

function hasDefinitions(sdl: string): boolean {
  return sdl.replace(/#.*$/gm, '').trim() !== '';
}

export type AccessRule = { kind: 'public' } | { kind: 'auth'; requires: 'USER' | 'STAFF' };

/** Reads the @public / @auth mark of a root field; null when it has none. */
export function accessRuleOf(field: {
  astNode?: GraphQLFieldConfig<unknown, unknown>['astNode'];
}): AccessRule | null {
  for (const directive of field.astNode?.directives ?? []) {
    if (directive.name.value === 'public') return { kind: 'public' };
    if (directive.name.value === 'auth') {
      const argument = directive.arguments?.find((arg) => arg.name.value === 'requires');
      const requires = argument?.value.kind === Kind.ENUM ? argument.value.value : 'USER';
      return { kind: 'auth', requires: requires === 'STAFF' ? 'STAFF' : 'USER' };
    }
  }
  return null;
}

/** Wraps every root field with its declared rule; an unmarked field refuses everyone. */
function enforceAccessRules(schema: GraphQLSchema): GraphQLSchema {
  for (const rootType of [schema.getQueryType(), schema.getMutationType()]) {
    if (!rootType) continue;
    for (const field of Object.values(rootType.getFields())) {
      const rule = accessRuleOf(field);
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: GraphQLContext, info) => {
        if (!rule) throw new ForbiddenError('This field has no access rule.');
        if (rule.kind === 'auth')
          (rule.requires === 'STAFF' ? requireStaff : requireViewer)(ctx.viewer);
        return resolve(source, args, ctx, info);
      };
    }
  }
  return schema;
}

export function buildSchema(): GraphQLSchema {
  // A domain whose SDL holds only comments so far adds nothing (an empty document does not parse).
  const typeDefs = SDL_FILES.map((file) => readFileSync(file, 'utf8')).filter(hasDefinitions);
  const schema = createSchema<GraphQLContext>({
    typeDefs,
    resolvers: mergeResolvers(RESOLVERS as never),
  });
  return enforceAccessRules(schema);
}
