import type { CustomDomainRow } from '@server/db/schema/publications';
import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { dnsChallengeName, httpChallengePath } from '@shared/content/custom-domains';
import { collectionOrigin } from '@shared/routing/urls';
import { mayInPublication, viewerRoleIn } from '../access';
import { stateOf } from './custom-domain-states';
import {
  activateCustomDomain,
  currentCustomDomain,
  linkCustomDomain,
  removeCustomDomain,
  verifyCustomDomain,
} from './custom-domains.service';

type Ctx = GraphQLContext;

const serviceOptions = (ctx: Ctx, collectionId: string) => ({
  db: ctx.db,
  viewer: ctx.viewer,
  collectionId,
  config: ctx.config,
});

/** After a change: this request's loaders read the publication (its live domain) afresh. */
function stateAfter(ctx: Ctx, collectionId: string, record: CustomDomainRow | null) {
  ctx.loaders.collectionById.clear(collectionId);
  return stateOf(record);
}

export const customDomainsResolvers: Resolvers = {
  Collection: {
    customDomainState: async (collection, _, ctx) => {
      const role = await viewerRoleIn(collection, ctx.viewer, (id) =>
        ctx.loaders.viewerMemberRole.load(id),
      );
      if (!mayInPublication(role, 'manageDomain')) return null;
      return stateOf(await currentCustomDomain(ctx.db, collection.id));
    },
  },
  CustomDomain: {
    requestedBy: (record, _, ctx) =>
      record.requestedById ? ctx.loaders.userById.load(record.requestedById) : null,
    dnsRecordName: (record) => dnsChallengeName(record.domain),
    url: (record, _, ctx) =>
      `${collectionOrigin({ id: record.collectionId, domain: record.domain }, ctx.publicUrl)}/`,
    httpChallengeUrl: (record) =>
      `http://${record.domain}${httpChallengePath(record.verificationToken)}`,
  },
  Mutation: {
    linkCustomDomain: async (_, args, ctx) =>
      stateAfter(
        ctx,
        args.collectionId,
        await linkCustomDomain({ ...serviceOptions(ctx, args.collectionId), domain: args.domain }),
      ),
    verifyCustomDomain: async (_, args, ctx) =>
      stateAfter(
        ctx,
        args.collectionId,
        await verifyCustomDomain({ ...serviceOptions(ctx, args.collectionId), check: args.check }),
      ),
    activateCustomDomain: async (_, args, ctx) =>
      stateAfter(
        ctx,
        args.collectionId,
        await activateCustomDomain(serviceOptions(ctx, args.collectionId)),
      ),
    removeCustomDomain: async (_, args, ctx) =>
      stateAfter(
        ctx,
        args.collectionId,
        await removeCustomDomain(serviceOptions(ctx, args.collectionId)),
      ),
  },
};
