import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { constantTimeEqual } from '@server/lib/constant-time';
import { isEmailGroup } from './email-groups';
import type { EmailGroup } from './email-groups';

/**
 * The token in an e-mail's unsubscribe link. It names one person and one
 * group and does one thing: turn that group's e-mails off. It is signed with a
 * key derived from the session secret for this purpose only, so it can neither
 * be made from nor be used as a session, anti-forgery or sign-in token.
 */

/** Old mails keep working for a while (mail providers cache the header), then the link expires. */
export const UNSUBSCRIBE_TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

const PURPOSE = 'quire:notification-email-unsubscribe:v1';

const payloadSchema = z.object({
  u: z.string().min(1).max(64),
  g: z.string(),
  e: z.number().int(),
});

export type UnsubscribeTokenCheck =
  { ok: true; userId: string; group: EmailGroup } | { ok: false; reason: 'invalid' | 'expired' };

function signatureOf(secret: string, encodedPayload: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(encodedPayload).digest('base64url');
}

export function signUnsubscribeToken(
  secret: string,
  options: { userId: string; group: EmailGroup; now?: Date },
): string {
  const expiresAt = (options.now ?? new Date()).getTime() + UNSUBSCRIBE_TOKEN_LIFETIME_MS;
  const payload = Buffer.from(
    JSON.stringify({ u: options.userId, g: options.group, e: Math.floor(expiresAt / 1000) }),
  ).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): UnsubscribeTokenCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  if (!constantTimeEqual(signatureOf(secret, payload), signature))
    return { ok: false, reason: 'invalid' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success || !isEmailGroup(parsed.data.g)) return { ok: false, reason: 'invalid' };
  if (parsed.data.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: parsed.data.u, group: parsed.data.g };
}

/** Where an unsubscribe link points; GET confirms, POST (and one-click) unsubscribes. */
export const UNSUBSCRIBE_PATH = '/_/notification-emails/unsubscribe';

export const unsubscribeUrl = (origin: string, token: string): string =>
  `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
