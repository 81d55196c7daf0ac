import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { ServerConfig } from '../../env';
import { BadRequestError, TooManyRequestsError } from '../../graphql/errors';
import type { Mailer } from '../../mail/mailer';
import { signInMail, verifyEmailMail } from '../../mail/templates/sign-in';
import { findUserByEmail } from '../users/users.service';
import { verifyCaptcha } from './captcha.service';
import { createEmailRequest, emailCallbackUrl, isValidEmail } from './email-link.service';
import { LIMITS, hitLimit } from './rate-limit.service';
import { AUTH_TEXTS } from './texts';

export type AuthOperation = 'login' | 'register';

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
}

export interface SendAuthEmailDeps {
  db: Database;
  mailer: Mailer;
  config: ServerConfig;
  secret: string;
  /** Origin the e-mailed link points at (the auth domain). */
  authOrigin: string;
  visitorId: string;
  ip: string;
  /** Host name the request came to; a captcha widget must have been solved there. */
  requestHostname?: string;
  skipCaptchaForLogin: boolean;
  /** The disable_login_email flag: the e-mail method is switched off on this site. */
  isEmailSignInDisabled?: boolean;
  now?: Date;
}

/** A 429 GraphQL error with Retry-After: sendAcctAuthEmail's union has no TooManyRequests member. */
export function tooManyRequests(
  retryAfterSeconds: number,
): InstanceType<typeof TooManyRequestsError> {
  const error = new TooManyRequestsError(AUTH_TEXTS.tooManyRequests);
  Object.assign(error.extensions, {
    http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
    retryAfterSeconds,
  });
  return error;
}

async function checkCaptcha(
  deps: SendAuthEmailDeps,
  input: SendAuthEmailInput,
): Promise<SendAcctAuthEmailResult | null> {
  if (deps.skipCaptchaForLogin && input.operation === 'login') return null;
  const value = input.captchaValue?.trim();
  if (!value) return { __typename: 'FailedChallenge', message: AUTH_TEXTS.captchaMissing };
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

async function checkSendLimits(
  deps: Pick<SendAuthEmailDeps, 'db' | 'ip' | 'now'>,
  email: string,
): Promise<void> {
  const now = deps.now;
  const perIp = await hitLimit({
    db: deps.db,
    key: `link-ip:${deps.ip}`,
    limit: LIMITS.linkPerIp,
    now,
  });
  if (!perIp.isAllowed) throw tooManyRequests(perIp.retryAfterSeconds);
  const perEmail = await hitLimit({
    db: deps.db,
    key: `link-email:${email}`,
    limit: LIMITS.linkPerEmail,
    now,
  });
  if (!perEmail.isAllowed) throw tooManyRequests(perEmail.retryAfterSeconds);
}

/**
 * sendAcctAuthEmail: validates, checks the captcha and the abuse limits, then
 * mails a single-use link and a 6-digit code. Register with a known address
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
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) return { __typename: 'BadRequest', message: AUTH_TEXTS.invalidEmail };
  const captchaFailure = await checkCaptcha(deps, input);
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
      fullName: input.fullName,
      redirect: input.redirect,
      entry: input.entry,
      visitorId: deps.visitorId,
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
