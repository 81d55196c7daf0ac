import type { Database } from '@server/db/client';
import type { ServerConfig } from '@server/env';
import { BadRequestError } from '@server/lib/app-errors';
import { findUserByEmail } from '../users';
import { grantCaptchaPass } from './captcha-pass.service';
import { verifyCaptcha } from './captcha.service';
import { isValidEmail } from '@shared/users/email-rule';
import { LIMITS, hitLimit } from './rate-limit.service';
import { requesterKey } from './requester';
import { tooManyRequests } from './send-auth-email.service';
import { AUTH_TEXTS } from './texts';

/**
 * emailAvailability: whether no account uses an address. It tells anyone
 * whether an address has an account, so each answer costs a solved captcha
 * (ALTCHA's proof of work by default) on top of the per-requester limit
 * (decision 013). That captcha also pays for the mail the dialog asks for
 * next (captcha-pass.service.ts).
 */
export async function isEmailAvailable(options: {
  db: Database;
  captcha: ServerConfig['captcha'];
  secret: string;
  ip: string;
  email: string;
  captchaValue: string | null | undefined;
}): Promise<boolean> {
  const limit = await hitLimit({
    db: options.db,
    key: `availability-ip:${requesterKey(options.ip)}`,
    limit: LIMITS.emailAvailabilityPerIp,
  });
  if (!limit.isAllowed) throw tooManyRequests(limit.retryAfterSeconds);
  const value = options.captchaValue?.trim();
  if (!value) throw new BadRequestError(AUTH_TEXTS.captchaMissing);
  const isSolved = await verifyCaptcha({
    db: options.db,
    config: options.captcha,
    secret: options.secret,
    value,
    ip: options.ip,
  });
  if (!isSolved) throw new BadRequestError(AUTH_TEXTS.captchaInvalid);
  const email = options.email.trim().toLowerCase();
  if (!isValidEmail(email)) return false;
  await grantCaptchaPass({ db: options.db, email, ip: options.ip });
  return !(await findUserByEmail(options.db, email));
}
