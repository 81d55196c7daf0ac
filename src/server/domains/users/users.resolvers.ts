import type { UserRow } from '../../db/schema/users';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers';
import { USERNAME_PATTERN, findUserByUsername } from './users.service';

const USER_NOT_FOUND = { __typename: 'NotFound', message: 'User not found.' } as const;

/** Fields only the user themself may read. */
function ownOnly<T>(read: (user: UserRow) => T) {
  return (user: UserRow, _: unknown, ctx: GraphQLContext): T | null =>
    ctx.viewer?.id === user.id ? read(user) : null;
}

export const usersResolvers: Resolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.viewer,
    user: async (_: unknown, args: { username: string }, ctx: GraphQLContext) => {
      const username = args.username.replace(/^@/, '');
      // An impossible username is not worth a query.
      if (!USERNAME_PATTERN.test(username)) return USER_NOT_FOUND;
      return (await findUserByUsername(ctx.db, username)) ?? USER_NOT_FOUND;
    },
  },
  UserResult: {
    __resolveType: (value) =>
      '__typename' in value && value.__typename === 'NotFound' ? 'NotFound' : 'User',
  },
  User: {
    mediumMemberAt: (user: UserRow) => user.memberAt,
    hasPastMemberships: () => false,
    isPartnerProgramEnrolled: () => false,
    email: ownOnly((user) => user.email),
    unverifiedEmail: ownOnly((user) => user.unverifiedEmail),
  },
};
