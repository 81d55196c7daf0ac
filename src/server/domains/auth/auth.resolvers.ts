import { z } from 'zod';
import type { GraphQLContext } from '@server/graphql/context';
import { oneTapClientId } from '@server/env';
import { authOrigin, mayMailLinksFor } from '@server/lib/site-origin';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { signAccountToken } from './account-token.service';
import { captchaScriptUrl } from './captcha-providers';
import { ALTCHA_CHALLENGE_PATH } from './captcha.service';
import { sessionSecretOf } from './crypto';
import { isEmailAvailable } from './email-availability.service';
import { emailCallbackUrl } from './email-link.service';
import { verifyLoginCode } from './login-code.service';
import { sendAcctAuthEmail, sendVerificationEmail } from './send-auth-email.service';
import { chooseUsername } from '../users';

/** The origin that signs people in, from configuration only (never the request's Host). */
function authOriginOf(ctx: GraphQLContext): string {
  return authOrigin(ctx.config);
}

const sendInput = z.object({
  email: z.string().max(320),
  redirect: z.string().max(2000).nullish(),
  fullName: z.string().max(200).nullish(),
  captchaValue: z.string().max(10_000).nullish(),
  operation: z.enum(['login', 'register']),
  entry: z.string().max(50).nullish(),
  onMobileWeb: z.boolean().nullish(),
});

function emailDeps(ctx: GraphQLContext) {
  return {
    db: ctx.db,
    mailer: ctx.mailer,
    config: ctx.config,
    secret: sessionSecretOf(ctx.config),
    authOrigin: authOriginOf(ctx),
    isRequestOriginMailable: mayMailLinksFor(ctx.config, ctx.request.origin),
    visitorId: ctx.identity.userId,
    ip: ctx.request.ip,
    requestHostname: new URL(ctx.request.origin).hostname,
  };
}

function socialProviders(ctx: GraphQLContext) {
  const { social } = ctx.config;
  const providers: Array<'google' | 'facebook' | 'apple' | 'twitter'> = [];
  if (social.google) providers.push('google');
  if (social.facebook) providers.push('facebook');
  if (social.apple && ctx.flags.enable_apple_sign_in === true) providers.push('apple');
  if (social.twitter) providers.push('twitter');
  return providers;
}

/** sendAcctAuthEmail, verifyLoginCode, emailAvailability, authConfig, accountToken, sendVerificationEmail, chooseUsername. */
export const authResolvers: Resolvers = {
  Query: {
    authConfig: (_parent, _args, ctx) => ({
      authDomain: authOriginOf(ctx),
      captcha: {
        provider: ctx.config.captcha.provider,
        siteKey:
          ctx.config.captcha.provider === 'altcha' ? null : (ctx.config.captcha.siteKey ?? null),
        challengeUrl: ctx.config.captcha.provider === 'altcha' ? ALTCHA_CHALLENGE_PATH : null,
        scriptUrl: captchaScriptUrl(ctx.config.captcha),
      },
      socialProviders: socialProviders(ctx),
      googleClientId: oneTapClientId(ctx.config),
      appStoreUrl: ctx.config.appLinks.appStore,
      playStoreUrl: ctx.config.appLinks.googlePlay,
    }),
    accountToken: (_parent, _args, ctx) => ({
      token: signAccountToken({
        secret: sessionSecretOf(ctx.config),
        origin: ctx.request.origin,
        visitorId: ctx.identity.userId,
      }),
    }),
    emailAvailability: (_parent, args, ctx) =>
      isEmailAvailable({
        db: ctx.db,
        captcha: ctx.config.captcha,
        secret: sessionSecretOf(ctx.config),
        ip: ctx.request.ip,
        email: args.email,
        captchaValue: args.captchaValue,
      }),
  },
  Mutation: {
    sendAcctAuthEmail: async (_parent, args, ctx) => {
      const input = sendInput.parse(args);
      return sendAcctAuthEmail(
        {
          ...emailDeps(ctx),
          skipCaptchaForLogin: ctx.flags.skip_signin_captcha === true,
          isEmailSignInDisabled: ctx.flags.disable_login_email === true,
          isLoginCodeEnabled: ctx.flags.enable_login_code === true,
        },
        {
          email: input.email,
          redirect: input.redirect ?? null,
          fullName: input.fullName ?? null,
          captchaValue: input.captchaValue ?? null,
          operation: input.operation,
          entry: input.entry ?? null,
          onMobileWeb: input.onMobileWeb === true,
        },
      );
    },
    verifyLoginCode: async (_parent, args, ctx) => {
      const result = await verifyLoginCode({
        db: ctx.db,
        secret: sessionSecretOf(ctx.config),
        visitorId: ctx.identity.userId,
        loginCode: args.loginCode,
        ip: ctx.request.ip,
      });
      if (result.__typename !== 'Token') return result;
      return {
        __typename: 'Token',
        token: result.token,
        authUrl: emailCallbackUrl(authOriginOf(ctx), {
          token: result.token,
          operation: result.operation,
        }),
      };
    },
    sendVerificationEmail: async (_parent, _args, ctx) =>
      // The @auth rule guarantees a viewer.
      ctx.viewer ? sendVerificationEmail(emailDeps(ctx), ctx.viewer) : false,
    chooseUsername: async (_parent, args, ctx) =>
      ctx.viewer
        ? chooseUsername({ db: ctx.db, viewer: ctx.viewer, username: args.username })
        : { __typename: 'BadRequest', message: 'Sign in first.' },
  },
};
