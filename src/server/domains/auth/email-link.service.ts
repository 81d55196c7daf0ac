import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { authEmailRequests } from '@server/db/schema/auth';
import type { AuthEmailRequestRow } from '@server/db/schema/auth';
import { newId } from '@server/lib/ids';
import { randomToken, sha256 } from './crypto';
import { normaliseName } from '@shared/users/name-rule';

/** A link or code works once, within ten minutes of being sent. */
export const LINK_TTL_MS = 10 * 60 * 1000;
export const EMAIL_CALLBACK_PATH = '/m/callback/email';

/** Codes are keyed by the request and the server secret: a leaked table reveals no code. */
export function hashLoginCode(secret: string, requestId: string, code: string): string {
  return createHmac('sha256', secret).update(`login-code:${requestId}:${code}`).digest('hex');
}

function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface NewEmailRequest {
  purpose: 'signin' | 'verify';
  operation: 'login' | 'register';
  email: string;
  userId: string | null;
  fullName?: string | null;
  redirect?: string | null;
  entry?: string | null;
  visitorId: string;
  /**
   * A sign-in that can also be finished with a 6-digit code (the dialog offers
   * the code form on small screens only); without one, only the link works.
   */
  withCode?: boolean;
}

/** Stores a pending request; the caller mails the returned token and code (null: none). */
export async function createEmailRequest(options: {
  db: Database;
  secret: string;
  request: NewEmailRequest;
  now?: Date;
}): Promise<{ id: string; token: string; code: string | null }> {
  const now = options.now ?? new Date();
  const id = newId() + newId();
  const token = randomToken();
  const { request } = options;
  // A code nobody was sent would only be something to guess at.
  const code = request.purpose === 'signin' && request.withCode !== false ? newLoginCode() : null;
  await options.db.insert(authEmailRequests).values({
    id,
    purpose: request.purpose,
    operation: request.operation,
    email: request.email,
    userId: request.userId,
    fullName: normaliseName(request.fullName),
    redirect: request.redirect?.slice(0, 2000) || null,
    entry: request.entry?.slice(0, 50) || null,
    visitorId: request.visitorId,
    tokenHash: sha256(token),
    codeHash: code === null ? null : hashLoginCode(options.secret, id, code),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
    createdAt: now,
  });
  return { id, token, code };
}

/**
 * Uses a link token: one UPDATE … WHERE used_at IS NULL AND expires_at > now
 * RETURNING, so of two racing clicks exactly one wins.
 */
export async function consumeEmailLink(options: {
  db: Database;
  token: string;
  purpose: 'signin' | 'verify';
  now?: Date;
}): Promise<AuthEmailRequestRow | null> {
  if (!options.token || options.token.length > 200) return null;
  const now = options.now ?? new Date();
  const [row] = await options.db
    .update(authEmailRequests)
    .set({ usedAt: now, codeHash: null })
    .where(
      and(
        eq(authEmailRequests.tokenHash, sha256(options.token)),
        eq(authEmailRequests.purpose, options.purpose),
        isNull(authEmailRequests.usedAt),
        gt(authEmailRequests.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The auth URL a link or a verified code leads to. */
export function emailCallbackUrl(
  authOrigin: string,
  params: { token: string; operation?: string; redirect?: string | null; verify?: boolean },
): string {
  const query = new URLSearchParams({ token: params.token });
  if (params.verify) query.set('verify', '1');
  if (params.operation) query.set('operation', params.operation);
  if (params.redirect) query.set('redirect', params.redirect);
  return `${authOrigin}${EMAIL_CALLBACK_PATH}?${query.toString()}`;
}
