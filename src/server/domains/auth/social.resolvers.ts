import { z } from 'zod';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import type { GraphQLContext } from '@server/graphql/context';
import { BadRequestError, NotFoundError } from '@server/lib/app-errors';
import { ONE_TAP_CALLBACK_PATH } from './social-providers';
import { SocialProviderError } from './providers/oidc';
import { verifyGoogleCredential } from './providers/google';
import { isSocialProviderEnabled } from './social-providers';
import { SOCIAL_TEXTS } from '@shared/auth/social-texts';
import { createSignInTicket, resolveSocialAccount } from './social.service';

const argsSchema = z.object({
  credential: z.string().min(1).max(8192),
  operation: z.enum(['login', 'register']),
  redirect: z.string().max(2048).nullish(),
});

/** The auth URL is on the auth domain when there is one, else where the browser asked from. */
function authUrlFor(ctx: GraphQLContext, token: string, redirect: string | null | undefined) {
  const query = new URLSearchParams({ token });
  if (redirect) query.set('redirect', redirect);
  const base = ctx.config.authDomain ?? ctx.request.origin;
  return new URL(`${ONE_TAP_CALLBACK_PATH}?${query.toString()}`, base).href;
}

async function verifyCredential(ctx: GraphQLContext, credential: string) {
  const google = ctx.config.social.google;
  if (!google || !isSocialProviderEnabled('google', ctx.config.social, ctx.flags)) {
    throw new NotFoundError('Google sign-in is not available.');
  }
  try {
    const profile = await verifyGoogleCredential(google, credential);
    if (!profile.email || !profile.emailVerified) throw new SocialProviderError('Unverified email');
    return profile;
  } catch (error) {
    if (error instanceof SocialProviderError) {
      throw new BadRequestError(SOCIAL_TEXTS.InvalidGoogleCredential);
    }
    throw error;
  }
}

/**
 * signInWithGoogleOneTap (routes-entities-shell §4.2): a signed-in answer is a
 * Token whose authUrl the browser visits to receive its session. An account
 * is created only with operation register (the prompt's CONFIRM_SIGNUP step).
 */
export const socialResolvers: Resolvers = {
  Mutation: {
    signInWithGoogleOneTap: async (_parent, args, ctx) => {
      const input = argsSchema.parse(args);
      const profile = await verifyCredential(ctx, input.credential);
      const outcome = await resolveSocialAccount({
        db: ctx.db,
        provider: 'google',
        profile,
        mayCreate: input.operation === 'register',
        ip: ctx.request.ip,
      });
      if (outcome.kind === 'refused') {
        if (outcome.refusal === 'NotFound') throw new NotFoundError(SOCIAL_TEXTS.NotFound);
        return { __typename: outcome.refusal, message: SOCIAL_TEXTS[outcome.refusal] };
      }
      const token = await createSignInTicket(ctx.db, outcome);
      return { __typename: 'Token', token, authUrl: authUrlFor(ctx, token, input.redirect) };
    },
  },
};
