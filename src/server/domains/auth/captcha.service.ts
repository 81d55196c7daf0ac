import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { Database } from '../../db/client';
import { usedCaptchaChallenges } from '../../db/schema/auth';
import type { ServerConfig } from '../../env';

export const ALTCHA_CHALLENGE_PATH = '/_/altcha/challenge';
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
// About 10k SHA-256 rounds on average: well under a second in a browser, yet
// enough that scripted sign-up floods cost real CPU.
const ALTCHA_MAX_NUMBER = 20_000;

const SITEVERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

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

/** reCAPTCHA, hCaptcha and Turnstile share one siteverify protocol. */
async function verifyWithProvider(
  provider: keyof typeof SITEVERIFY_URLS,
  secret: string | undefined,
  value: string,
  ip: string,
): Promise<boolean> {
  if (!secret) return false;
  const response = await fetch(SITEVERIFY_URLS[provider], {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: value, remoteip: ip }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { success?: unknown };
  return body.success === true;
}

export async function verifyCaptcha(options: {
  db: Database;
  config: ServerConfig['captcha'];
  secret: string;
  value: string;
  ip: string;
}): Promise<boolean> {
  if (!options.value || options.value.length > 10_000) return false;
  const { provider } = options.config;
  try {
    if (provider === 'altcha') return await verifyAltcha(options.db, options.secret, options.value);
    return await verifyWithProvider(provider, options.config.secret, options.value, options.ip);
  } catch {
    // A provider outage or a malformed value is a failed challenge, never a crash.
    return false;
  }
}
