import { z } from 'zod';
import { signToken, verifyToken } from '@server/lib/signed-token';
import { EMAIL_GROUPS } from './email-groups';
import type { EmailGroup } from './email-groups';

/**
 * The token in an e-mail's unsubscribe link. It names one person and one
 * group and does one thing: turn that group's e-mails off. It is signed with a
 * key derived from the session secret for this purpose only, so it can neither
 * be made from nor be used as a session, anti-forgery or sign-in token. The
 * one token format (lib/signed-token.ts) is the one these links always had,
 * so links in mails sent long ago still work.
 */

/** Old mails keep working for a while (mail providers cache the header), then the link expires. */
export const UNSUBSCRIBE_TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

const payloadSchema = z.object({
  u: z.string().min(1).max(64),
  g: z.enum(EMAIL_GROUPS),
});

export type UnsubscribeTokenCheck =
  { ok: true; userId: string; group: EmailGroup } | { ok: false; reason: 'invalid' | 'expired' };

export function signUnsubscribeToken(
  secret: string,
  options: { userId: string; group: EmailGroup; now?: Date },
): string {
  return signToken({
    secret,
    purpose: 'notification-email-unsubscribe',
    payload: { u: options.userId, g: options.group },
    ttlMs: UNSUBSCRIBE_TOKEN_LIFETIME_MS,
    now: options.now?.getTime(),
  });
}

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): UnsubscribeTokenCheck {
  const check = verifyToken({
    secret,
    purpose: 'notification-email-unsubscribe',
    token,
    schema: payloadSchema,
    now: now.getTime(),
  });
  if (!check.ok) return { ok: false, reason: check.problem === 'expired' ? 'expired' : 'invalid' };
  return { ok: true, userId: check.payload.u, group: check.payload.g };
}

/** Where an unsubscribe link points; GET confirms, POST (and one-click) unsubscribes. */
export const UNSUBSCRIBE_PATH = '/_/notification-emails/unsubscribe';

export const unsubscribeUrl = (origin: string, token: string): string =>
  `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
