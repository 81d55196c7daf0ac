/** What the auth domain offers the rest of the server; everything else in this folder is its own. */
export { verifyAccountToken } from './account-token.service';
export { captchaCspSources } from './captcha-providers';
export type { CspSources } from './captcha-providers';
export { ALTCHA_CHALLENGE_PATH, createAltchaChallenge } from './captcha.service';
export { EMAIL_CALLBACK_PATH } from './email-link.service';
export { consumeHandoff, createHandoff } from './handoff.service';
export { SocialProviderError } from './providers/oidc';
export { LIMITS, hitLimit } from './rate-limit.service';
export type { Limit, LimitResult } from './rate-limit.service';
export { redeemSignInLink, redeemVerifyLink } from './redeem-link.service';
export { ownOrigins, resolveRedirect, skipsOnboarding } from './redirect.policy';
export { requesterKey } from './requester';
export {
  createSession,
  deleteSession,
  findSessionUser,
  hashSessionToken,
} from './sessions.service';
export {
  ONE_TAP_CALLBACK_PATH,
  SOCIAL_CALLBACK_BASE,
  SOCIAL_START_PATHS,
  isSocialProviderEnabled,
  socialAdapterFor,
  socialCallbackPath,
} from './social-providers';
export {
  BINDING_COOKIE,
  SOCIAL_PROVIDERS,
  STATE_TTL_MS,
  createSocialState,
  oidcNonceFor,
  pkceChallengeFor,
  pkceVerifierFor,
  verifySocialState,
} from './social-state';
export type { SocialProviderName } from './social-state';
export { consumeSignInTicket, resolveSocialAccount } from './social.service';
