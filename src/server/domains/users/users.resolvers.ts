import type { UserRow } from '../../db/schema/users';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers';

/** Fields only the user themself may read. */
function ownOnly<T>(read: (user: UserRow) => T) {
  return (user: UserRow, _: unknown, ctx: GraphQLContext): T | null =>
    ctx.viewer?.id === user.id ? read(user) : null;
}

export const usersResolvers: Resolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.viewer,
  },
  User: {
    mediumMemberAt: (user: UserRow) => user.memberAt,
    hasPastMemberships: () => false,
    isPartnerProgramEnrolled: () => false,
    email: ownOnly((user) => user.email),
    unverifiedEmail: ownOnly((user) => user.unverifiedEmail),
  },
};
