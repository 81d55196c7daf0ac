import type { UserRow } from '@server/db/schema/users';
import type { GraphQLContext } from '@server/graphql/context';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { isBlockedBy } from './profile-access';
import {
  EMPTY_STORY_PAGE,
  listLatestStoriesOf,
  listRecommendedStoriesOf,
  listResponsesOf,
} from './profile-stories.service';
import type { StoryPage } from './profile-stories.service';
import { PROFILE_TEXTS } from './profile.texts';
import { USERNAME_PATTERN, findUserByUsername } from './users.service';

type Refusal = { __typename: 'NotFound' | 'Blocked' | 'AccountSuspended'; message: string };

const USER_NOT_FOUND: Refusal = { __typename: 'NotFound', message: PROFILE_TEXTS.userNotFound };

/** Fields only the user themself may read. */
function ownOnly<T>(read: (user: UserRow) => T) {
  return (user: UserRow, _: unknown, ctx: GraphQLContext): T | null =>
    ctx.viewer?.id === user.id ? read(user) : null;
}

/** Fields only the user themself and staff may read. */
function ownOrStaffOnly<T>(read: (user: UserRow) => T) {
  return (user: UserRow, _: unknown, ctx: GraphQLContext): T | null =>
    ctx.viewer?.id === user.id || ctx.viewer?.isStaff ? read(user) : null;
}

/** What a profile shows this viewer: the user, or the state that replaces them. */
async function profileResult(user: UserRow, ctx: GraphQLContext): Promise<UserRow | Refusal> {
  if (user.isSuspended)
    return { __typename: 'AccountSuspended', message: PROFILE_TEXTS.accountSuspended };
  if (await isBlockedBy(ctx, user.id))
    return { __typename: 'Blocked', message: PROFILE_TEXTS.blockedProfile };
  return user;
}

/** A user's story lists are empty to a viewer they blocked and while they are suspended. */
async function storiesHidden(user: UserRow, ctx: GraphQLContext): Promise<boolean> {
  return user.isSuspended || (await isBlockedBy(ctx, user.id));
}

/** One of a user's story lists, or an empty page when it is hidden from this viewer. */
async function storyPage(
  user: UserRow,
  ctx: GraphQLContext,
  load: () => Promise<StoryPage>,
): Promise<StoryPage> {
  return (await storiesHidden(user, ctx)) ? EMPTY_STORY_PAGE : load();
}

export const usersResolvers: Resolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.viewer,
    user: async (_: unknown, args: { username: string }, ctx: GraphQLContext) => {
      const username = args.username.replace(/^@/, '');
      // An impossible username is not worth a query.
      if (!USERNAME_PATTERN.test(username)) return USER_NOT_FOUND;
      const user = await findUserByUsername(ctx.db, username);
      if (!user) return USER_NOT_FOUND;
      ctx.loaders.userById.prime(user.id, user);
      return profileResult(user, ctx);
    },
  },
  UserResult: {
    __resolveType: (value) => ('__typename' in value && value.__typename) || 'User',
  },
  User: {
    mediumMemberAt: (user: UserRow) => user.memberAt,
    email: ownOnly((user) => user.email),
    unverifiedEmail: ownOnly((user) => user.unverifiedEmail),
    isStaff: ownOrStaffOnly((user) => user.isStaff),
    latestStories: (user, args, ctx) =>
      storyPage(user, ctx, () =>
        listLatestStoriesOf({ db: ctx.db, userId: user.id, first: args.first, after: args.after }),
      ),
    responseStories: (user, args, ctx) =>
      storyPage(user, ctx, () =>
        listResponsesOf({
          db: ctx.db,
          viewerId: ctx.viewer?.id ?? null,
          userId: user.id,
          first: args.first,
          after: args.after,
        }),
      ),
    recommendedStories: (user, args, ctx) =>
      storyPage(user, ctx, () =>
        listRecommendedStoriesOf({
          db: ctx.db,
          viewerId: ctx.viewer?.id ?? null,
          userId: user.id,
          first: args.first,
          after: args.after,
        }),
      ),
  },
};
