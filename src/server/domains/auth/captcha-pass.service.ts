import type { Database } from '@server/db/client';
import { LIMITS, hitLimit, peekLimit } from './rate-limit.service';
import { requesterKey } from './requester';

/**
 * The sign-up e-mail step asks emailAvailability (a solved captcha) and then
 * for the mail. The solved captcha pays for both: it leaves a pass, for that
 * address and that requester (the query issues no visitor cookie, so the
 * browser's id may not last until the mail), that one sendAcctAuthEmail may
 * use instead of a second captcha. Each mail and each lookup still cost one solved challenge
 * (decision 013); a person facing a widget solves it once.
 */
function passKey(email: string, ip: string): string {
  return `captcha-pass:${email}|${requesterKey(ip)}`;
}

export async function grantCaptchaPass(options: {
  db: Database;
  email: string;
  ip: string;
  now?: Date;
}): Promise<void> {
  await hitLimit({
    db: options.db,
    key: passKey(options.email, options.ip),
    limit: LIMITS.captchaPass,
    now: options.now,
  });
}

/** Uses the pass when there is one; of two racing requests, one wins. */
export async function spendCaptchaPass(options: {
  db: Database;
  email: string;
  ip: string;
  now?: Date;
}): Promise<boolean> {
  const key = passKey(options.email, options.ip);
  const held = await peekLimit({
    db: options.db,
    key,
    limit: LIMITS.captchaPass,
    now: options.now,
  });
  // Nothing counted yet: no pass was granted in this window.
  if (held.isAllowed) return false;
  const spent = await hitLimit({
    db: options.db,
    key,
    limit: { ...LIMITS.captchaPass, max: LIMITS.captchaPass.max + 1 },
    now: options.now,
  });
  return spent.isAllowed;
}
