import type { Resolvers } from '../../graphql/generated/resolvers';

/** sendAcctAuthEmail, verifyLoginCode, emailAvailability, authConfig, accountToken, sendVerificationEmail, chooseUsername. */
export const authResolvers: Resolvers = {};
