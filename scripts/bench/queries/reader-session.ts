import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { createSession } from '@server/domains/auth';
import type { ServerConfig } from '@server/env';
import { SESSION_COOKIE, XSRF_COOKIE, signXsrfToken } from '@server/http/request/identity';
import { resolveSessionSecret } from '@server/lib/session-secret';

/** A session for the data set's reader, as the sign-in flow would leave it. */
export async function readerSession(db: Database, config: ServerConfig, username: string) {
  const [reader] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (!reader) throw new Error(`The data set has no reader ${username}.`);
  const { token } = await createSession({ db, userId: reader.id });
  const xsrfToken = signXsrfToken(
    resolveSessionSecret(config.sessionSecret, config.dataDir),
    `sid:${token}`,
  );
  return {
    cookies: { [SESSION_COOKIE]: token, [XSRF_COOKIE]: xsrfToken } as Record<string, string>,
    /** The anti-forgery header that goes with these cookies. */
    headersFor: (cookies: Record<string, string>): Record<string, string> =>
      cookies[SESSION_COOKIE] ? { 'x-xsrf-token': xsrfToken } : {},
  };
}
