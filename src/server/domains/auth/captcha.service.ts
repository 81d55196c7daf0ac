import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { z } from 'zod';
import { CAPTCHA_ACTION, isWidgetCaptchaProvider } from '@shared/auth/captcha';
import type { WidgetCaptchaProvider } from '@shared/auth/captcha';
import type { Database } from '@server/db/client';
import { usedCaptchaChallenges } from '@server/db/schema/auth';
import type { ServerConfig } from '@server/env';
import { captchaVerifyUrl } from './captcha-providers';

export const ALTCHA_CHALLENGE_PATH = '/_/altcha/challenge';
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
// About 10k SHA-256 rounds on average: well under a second in a browser, yet
// enough that scripted sign-up floods cost real CPU.
const ALTCHA_MAX_NUMBER = 20_000;

/** How long the sign-in waits for the provider's siteverify answer before failing closed. */
const SITEVERIFY_TIMEOUT_MS = 5000;

/** The ALTCHA HMAC key is derived from the session secret, so there is nothing more to configure. */
function altchaKey(secret: string): string {
  return createHmac('sha256', secret).update('altcha-challenge').digest('hex');
}

export async function createAltchaChallenge(secret: string, now = new Date()): Promise<Challenge> {
  return createChallenge({
    hmacKey: altchaKey(secret),
    maxNumber: ALTCHA_MAX_NUMBER,
    expires: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/** Verifies a base64 ALTCHA payload and records its challenge so it cannot be replayed. */
async function verifyAltcha(db: Database, secret: string, value: string): Promise<boolean> {
  let payload: { signature?: unknown };
  try {
    payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { signature?: unknown };
  } catch {
    return false;
  }
  if (typeof payload.signature !== 'string') return false;
  if (!(await verifySolution(value, altchaKey(secret), true))) return false;
  const expires = Number(extractParams(value).expires ?? 0) * 1000;
  const inserted = await db
    .insert(usedCaptchaChallenges)
    .values({
      signature: payload.signature,
      expiresAt: new Date(expires || Date.now() + CHALLENGE_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchaChallenges.signature });
  return inserted.length === 1;
}

/** The siteverify answer the three providers share; unknown fields are ignored. */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

interface ProviderCheck {
  config: ServerConfig['captcha'] & { provider: WidgetCaptchaProvider };
  value: string;
  ip: string;
  hostname: string | undefined;
  timeoutMs: number;
}

/**
 * reCAPTCHA, hCaptcha and Turnstile share one siteverify protocol: a form
 * POST of secret, response and remoteip. A token counts only when the
 * provider says success, for the host the request came to, and (Turnstile)
 * for the sign-in action.
 */
async function verifyWithProvider(check: ProviderCheck): Promise<boolean> {
  const { config } = check;
  if (!config.secret) return false;
  const form = new URLSearchParams({ secret: config.secret, response: check.value });
  if (check.ip) form.set('remoteip', check.ip);
  // hCaptcha also checks that the token was issued for this site key.
  if (config.provider === 'hcaptcha' && config.siteKey) form.set('sitekey', config.siteKey);
  const response = await fetch(captchaVerifyUrl(config), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(check.timeoutMs),
  });
  if (!response.ok) return false;
  const answer = siteverifyAnswer.safeParse(await response.json());
  if (!answer.success || !answer.data.success) return false;
  const { hostname, action } = answer.data;
  if (check.hostname && hostname !== undefined && hostname.toLowerCase() !== check.hostname) {
    return false;
  }
  return action === undefined || action === CAPTCHA_ACTION;
}

export async function verifyCaptcha(options: {
  db: Database;
  config: ServerConfig['captcha'];
  secret: string;
  value: string;
  ip: string;
  /** The host the browser sent the request to: the page that solved the widget. */
  hostname?: string;
  timeoutMs?: number;
}): Promise<boolean> {
  if (!options.value || options.value.length > 10_000) return false;
  const { config } = options;
  try {
    if (!isWidgetCaptchaProvider(config.provider)) {
      return await verifyAltcha(options.db, options.secret, options.value);
    }
    return await verifyWithProvider({
      config: { ...config, provider: config.provider },
      value: options.value,
      ip: options.ip,
      hostname: options.hostname?.toLowerCase(),
      timeoutMs: options.timeoutMs ?? SITEVERIFY_TIMEOUT_MS,
    });
  } catch {
    // A provider outage, a timeout or a malformed answer is a failed challenge, never a crash.
    return false;
  }
}
