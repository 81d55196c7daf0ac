import type { Database } from '@server/db/client';
import type { UserRow } from '@server/db/schema/users';
import type { ServerConfig } from '@server/env';
import { BadRequestError, TooManyRequestsError } from '@server/lib/app-errors';
import type { Mailer } from '@server/mail/mailer';
import { signInMail, verifyEmailMail } from '@server/mail/templates/sign-in';
import { checkName } from '@shared/users/name-rule';
import { findUserByEmail } from '../users';
import { spendCaptchaPass } from './captcha-pass.service';
import { verifyCaptcha } from './captcha.service';
import { isValidEmail } from '@shared/users/email-rule';
import { createEmailRequest, emailCallbackUrl } from './email-link.service';
import { LIMITS, hitLimit } from './rate-limit.service';
import { requesterKey } from './requester';
import { AUTH_TEXTS } from './texts';

type AuthOperation = 'login' | 'register';

export type SendAcctAuthEmailResult =
  | { __typename: 'SendAcctAuthEmailSuccess'; method: AuthOperation }
  | { __typename: 'BadRequest' | 'FailedChallenge' | 'NotFound'; message: string };

export interface SendAuthEmailInput {
  email: string;
  redirect: string | null;
  fullName: string | null;
  captchaValue: string | null;
  operation: AuthOperation;
  entry: string | null;
  /**
   * The dialog is below the medium breakpoint, where it offers the code form:
   * only then does the mail carry a code (with the enable_login_code flag on).
   */
  onMobileWeb?: boolean;
}

export interface SendAuthEmailDeps {
  db: Database;
  mailer: Mailer;
  config: ServerConfig;
  secret: string;
  /** Origin the e-mailed link points at (the auth domain): from configuration, never the Host. */
  authOrigin: string;
  /**
   * False when the site has no configured origin and the request came to a
   * name other than loopback: a link to http://localhost would not reach the
   * visitor, and nothing else is trustworthy enough to mail.
   */
  isRequestOriginMailable: boolean;
  visitorId: string;
  ip: string;
  /** Host name the request came to; a captcha widget must have been solved there. */
  requestHostname?: string;
  skipCaptchaForLogin: boolean;
  /** The disable_login_email flag: the e-mail method is switched off on this site. */
  isEmailSignInDisabled?: boolean;
  /** The enable_login_code flag: a mobile request's mail may carry a 6-digit code. */
  isLoginCodeEnabled?: boolean;
  now?: Date;
}

/** A 429 with Retry-After: sendAcctAuthEmail's union has no TooManyRequests member. */
export function tooManyRequests(
  retryAfterSeconds: number,
): InstanceType<typeof TooManyRequestsError> {
  return new TooManyRequestsError(AUTH_TEXTS.tooManyRequests, { retryAfterSeconds });
}

/**
 * The captcha, unless skip_signin_captcha spares a login or the captcha solved
 * for emailAvailability pays for this mail. Even with the flag only the
 * first request for an address in the window goes without one: whoever asks
 * again for the same address (its owner, or someone flooding it) solves one,
 * so a flood costs work and never locks the owner out (decision 013).
 */
async function checkCaptcha(
  deps: SendAuthEmailDeps,
  input: SendAuthEmailInput,
  email: string,
): Promise<SendAcctAuthEmailResult | null> {
  const firstForAddress = await hitLimit({
    db: deps.db,
    key: `link-email:${email}`,
    limit: LIMITS.captchaFreePerEmail,
    now: deps.now,
  });
  const maySkip = deps.skipCaptchaForLogin && input.operation === 'login';
  if (maySkip && firstForAddress.isAllowed) return null;
  const value = input.captchaValue?.trim();
  if (!value) {
    // The captcha solved for emailAvailability just now pays for this mail.
    const isPaid = await spendCaptchaPass({
      db: deps.db,
      email,
      ip: deps.ip,
      now: deps.now,
    });
    return isPaid ? null : { __typename: 'FailedChallenge', message: AUTH_TEXTS.captchaMissing };
  }
  const isValid = await verifyCaptcha({
    db: deps.db,
    config: deps.config.captcha,
    secret: deps.secret,
    value,
    ip: deps.ip,
    hostname: deps.requestHostname,
  });
  return isValid ? null : { __typename: 'FailedChallenge', message: AUTH_TEXTS.captchaInvalid };
}

/** Per requester, and per address and requester together: one requester never locks out another. */
async function checkSendLimits(
  deps: Pick<SendAuthEmailDeps, 'db' | 'ip' | 'now'>,
  email: string,
): Promise<void> {
  const requester = requesterKey(deps.ip);
  const perRequester = await hitLimit({
    db: deps.db,
    key: `link-ip:${requester}`,
    limit: LIMITS.linkPerIp,
    now: deps.now,
  });
  if (!perRequester.isAllowed) throw tooManyRequests(perRequester.retryAfterSeconds);
  const perAddress = await hitLimit({
    db: deps.db,
    key: `link-email-requester:${email}|${requester}`,
    limit: LIMITS.linkPerEmailAndRequester,
    now: deps.now,
  });
  if (!perAddress.isAllowed) throw tooManyRequests(perAddress.retryAfterSeconds);
}

/**
 * sendAcctAuthEmail: validates, checks the captcha and the abuse limits, then
 * mails a single-use link, and a 6-digit code too when the request came from
 * a small screen whose dialog takes one (a desktop dialog has no code field,
 * so its mail carries the link only). Register with a known address
 * becomes a sign-in (method login); register creates the account only when
 * the link (or code) is used.
 */
export async function sendAcctAuthEmail(
  deps: SendAuthEmailDeps,
  input: SendAuthEmailInput,
): Promise<SendAcctAuthEmailResult> {
  if (deps.isEmailSignInDisabled) {
    return { __typename: 'NotFound', message: AUTH_TEXTS.emailSignInDisabled };
  }
  if (!deps.isRequestOriginMailable) {
    return { __typename: 'BadRequest', message: AUTH_TEXTS.originNotConfigured(deps.authOrigin) };
  }
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) return { __typename: 'BadRequest', message: AUTH_TEXTS.invalidEmail };
  const name = input.fullName?.trim() ? checkName(input.fullName) : null;
  if (name && !name.ok) return { __typename: 'BadRequest', message: name.message };
  const captchaFailure = await checkCaptcha(deps, input, email);
  if (captchaFailure) return captchaFailure;
  await checkSendLimits(deps, email);

  const user = await findUserByEmail(deps.db, email);
  if (input.operation === 'login' && !user) {
    return { __typename: 'BadRequest', message: AUTH_TEXTS.userDoesNotExist };
  }
  const method: AuthOperation = user ? 'login' : 'register';
  const { token, code } = await createEmailRequest({
    db: deps.db,
    secret: deps.secret,
    now: deps.now,
    request: {
      purpose: 'signin',
      operation: method,
      email,
      userId: user?.id ?? null,
      fullName: name?.ok ? name.name : null,
      redirect: input.redirect,
      entry: input.entry,
      visitorId: deps.visitorId,
      withCode: input.onMobileWeb === true && deps.isLoginCodeEnabled === true,
    },
  });
  const link = emailCallbackUrl(deps.authOrigin, {
    token,
    operation: method,
    redirect: input.redirect,
  });
  await deps.mailer.send(
    signInMail({ to: email, productName: deps.config.productName, method, link, code }),
  );
  return { __typename: 'SendAcctAuthEmailSuccess', method };
}

/** sendVerificationEmail: a link that makes the viewer's unverified address their e-mail. */
export async function sendVerificationEmail(
  deps: Omit<SendAuthEmailDeps, 'skipCaptchaForLogin'>,
  viewer: UserRow,
): Promise<boolean> {
  if (!deps.isRequestOriginMailable) {
    throw new BadRequestError(AUTH_TEXTS.originNotConfigured(deps.authOrigin));
  }
  const email = viewer.unverifiedEmail?.trim().toLowerCase();
  if (!email || !isValidEmail(email)) throw new BadRequestError(AUTH_TEXTS.noUnverifiedEmail);
  await checkSendLimits(deps, email);
  const { token } = await createEmailRequest({
    db: deps.db,
    secret: deps.secret,
    now: deps.now,
    request: {
      purpose: 'verify',
      operation: 'login',
      email,
      userId: viewer.id,
      visitorId: viewer.id,
    },
  });
  const link = emailCallbackUrl(deps.authOrigin, { token, verify: true });
  await deps.mailer.send(
    verifyEmailMail({ to: email, productName: deps.config.productName, link }),
  );
  return true;
}
