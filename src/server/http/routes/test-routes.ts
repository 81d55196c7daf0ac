import type { FastifyInstance } from 'fastify';
import { eq, gt, inArray, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import type { ServerConfig } from '@server/env';
import { clientErrors } from '@server/db/schema/platform';
import { collections, posts } from '@server/db/schema/posts';
import { users } from '@server/db/schema/users';
import { newId } from '@server/lib/ids';
import { displayedName } from '@server/lib/displayed-name';
import { PERSON_NAME } from '@shared/users/name-rule';
import { createSession } from '@server/domains/auth';
import { createUser, findUserByUsername } from '@server/domains/users';
import { rollUpStoryStats } from '@server/domains/stats';
import { advanceLocalMemberships, runPartnerClock } from '@server/domains/billing';
import type { PartnerClockSettings } from '@server/domains/billing';
import { announceContentChange } from '@server/lib/content-changes';
import { XSRF_COOKIE, isSecureRequest, setSessionCookie, signXsrfToken } from '../request/identity';
import { sendRestError } from '../request/rest-error';

/** Renewal rounds the billing clock runs at most: ten years of monthly periods. */
const MAX_CLOCK_ROUNDS = 120;

const publicationRequest = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().min(1).max(100),
  /** A live domain set directly; without it the publication has none (link one in its settings). */
  domain: z
    .string()
    .regex(/^[a-z0-9.-]{1,100}$/)
    .optional(),
  creatorId: z.string().min(1),
  /** Stories to file in the publication (tests of publication menus and muting). */
  postIds: z.array(z.string().min(1)).max(20).optional(),
});

const sessionRequest = z.object({
  username: z.string().min(1).max(30).optional(),
  // The same name rule as sign-up and profile editing.
  name: displayedName(PERSON_NAME).optional(),
  email: z.email().optional(),
});

export interface StartupNotice {
  level: 'warn' | 'error';
  message: string;
}

/**
 * What start-up says about the test routes: a warning whenever they are on
 * (anyone who reaches them is signed in as anyone), an error when they were
 * asked for on an address other machines can reach, and so left off.
 */
export function testRoutesNotice(
  config: Pick<ServerConfig, 'enableTestRoutes' | 'testRoutesRefused' | 'host'>,
): StartupNotice | null {
  if (config.enableTestRoutes)
    return {
      level: 'warn',
      message:
        `ENABLE_TEST_ROUTES is on: /_/test/session signs anyone on this machine in as any user, ` +
        `staff included, and the quire_test_flags cookie overrides the site's flags. ` +
        `For end-to-end tests and benchmarks only; never on a real site.`,
    };
  if (config.testRoutesRefused)
    return {
      level: 'error',
      message:
        `ENABLE_TEST_ROUTES is ignored: HOST=${config.host} is not a loopback address. ` +
        `Test routes sign anyone in as any user, so they are served only on 127.0.0.1, ::1 or localhost.`,
    };
  return null;
}

/**
 * Only with ENABLE_TEST_ROUTES=true on a loopback HOST (end-to-end tests,
 * benchmarks): signs the browser in as a user, creating it first when
 * needed, and more set-up shortcuts. Never reachable on a real site.
 */
export function registerTestRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    secret: string;
    publicUrl: string | undefined;
    siteHosts: readonly string[];
    billing: ServerConfig['billing'];
    partner: PartnerClockSettings;
  },
): void {
  // These routes write rows directly, past the domains' change announcements:
  // every kept page goes before the answer does.
  app.addHook('onSend', async (request) => {
    if (request.method === 'POST' && request.url.startsWith('/_/test/'))
      announceContentChange({ ids: [], everything: true });
  });
  app.post('/_/test/session', async (request, reply) => {
    const parsed = sessionRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      return sendRestError(reply, 400, message);
    }
    const username = parsed.data.username ?? `reader${Date.now().toString(36)}`;
    const user =
      (await findUserByUsername(options.db, username)) ??
      (await createUser({
        db: options.db,
        username,
        name: parsed.data.name ?? username,
        email: parsed.data.email ?? `${username}@example.org`,
      }));
    const session = await createSession({
      db: options.db,
      userId: user.id,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(request, reply, session.token, session.expiresAt, options.publicUrl);
    const xsrfToken = signXsrfToken(options.secret, `sid:${session.token}`);
    void reply.setCookie(XSRF_COOKIE, xsrfToken, {
      path: '/',
      sameSite: 'lax',
      secure: isSecureRequest(request, options.publicUrl),
    });
    return { userId: user.id, username: user.username, xsrfToken, sessionToken: session.token };
  });

  /** The errors a browser reported for one user or visitor id, so a test can say its pages ran clean. */
  app.get('/_/test/client-errors', async (request, reply) => {
    const parsed = z.object({ userId: z.string().min(1) }).safeParse(request.query);
    if (!parsed.success) return sendRestError(reply, 400);
    const rows = await options.db
      .select({ message: clientErrors.message })
      .from(clientErrors)
      .where(eq(clientErrors.userId, parsed.data.userId))
      .orderBy(clientErrors.id);
    return rows.map((row) => row.message);
  });

  /**
   * Every error report stored after report `after` (all browsers), and the
   * newest report's number to ask from next time. The end-to-end fixtures ask
   * before and after each test: a page reports on its way out with a
   * keep-alive request the test's browser never shows.
   */
  app.get('/_/test/client-errors/since', async (request, reply) => {
    const parsed = z
      .object({ after: z.coerce.number().int().min(0).optional() })
      .safeParse(request.query);
    if (!parsed.success) return sendRestError(reply, 400);
    const after = parsed.data.after;
    if (after === undefined) {
      const [row] = await options.db.select({ last: max(clientErrors.id) }).from(clientErrors);
      return { cursor: row?.last ?? 0, reports: [] };
    }
    const rows = await options.db
      .select({
        id: clientErrors.id,
        name: clientErrors.name,
        message: clientErrors.message,
        extra: clientErrors.extra,
      })
      .from(clientErrors)
      .where(gt(clientErrors.id, after))
      .orderBy(clientErrors.id);
    return {
      cursor: rows.at(-1)?.id ?? after,
      reports: rows.map((row) => ({
        name: row.name,
        message: row.message,
        location: typeof row.extra.location === 'string' ? row.extra.location : '',
      })),
    };
  });

  /** Makes a user staff, as `npm run admin -- promote EMAIL` does. */
  app.post('/_/test/staff', async (request, reply) => {
    const parsed = z.object({ userId: z.string().min(1) }).safeParse(request.body ?? {});
    if (!parsed.success) return sendRestError(reply, 400);
    const [row] = await options.db
      .update(users)
      .set({ isStaff: true })
      .where(eq(users.id, parsed.data.userId))
      .returning({ id: users.id });
    return row ? { id: row.id } : sendRestError(reply, 404);
  });

  /** A publication served on its own domain, for tests of the custom-domain sign-in hand-off. */
  app.post('/_/test/publication', async (request, reply) => {
    const parsed = publicationRequest.safeParse(request.body ?? {});
    if (!parsed.success) return sendRestError(reply, 400);
    const { postIds, ...publication } = parsed.data;
    const [row] = await options.db
      .insert(collections)
      .values({ id: newId(), ...publication })
      .onConflictDoNothing()
      .returning({ id: collections.id });
    if (row && postIds?.length)
      await options.db
        .update(posts)
        .set({ collectionId: row.id })
        .where(inArray(posts.id, postIds));
    return { id: row?.id ?? null };
  });

  /** Rolls writers' stats up now instead of at the job's next run. */
  app.post('/_/test/stats-rollup', async () => ({
    rows: await rollUpStoryStats({ db: options.db, siteHosts: options.siteHosts }),
  }));

  /**
   * Time passes for one member's local membership until `until`: each period
   * that ends by then renews it (a charge each) or ends it, as the hourly job
   * would have done over those months.
   */
  app.post('/_/test/billing-clock', async (request, reply) => {
    const parsed = z
      .object({ userId: z.string().min(1), until: z.iso.datetime() })
      .safeParse(request.body ?? {});
    if (!parsed.success) return sendRestError(reply, 400);
    const { userId } = parsed.data;
    const until = new Date(parsed.data.until);
    let periods = 0;
    for (let round = 0; round < MAX_CLOCK_ROUNDS; round += 1) {
      const advanced = await advanceLocalMemberships(options.db, options.billing, until, userId);
      if (advanced === 0) break;
      periods += advanced;
    }
    return { periods };
  });

  /**
   * The Partner Program's hourly clock, run now as at `at` (default now):
   * months closed into payouts, tax reminders sent.
   */
  app.post('/_/test/partner-clock', async (request, reply) => {
    const parsed = z.object({ at: z.iso.datetime().optional() }).safeParse(request.body ?? {});
    if (!parsed.success) return sendRestError(reply, 400);
    const at = parsed.data.at ? new Date(parsed.data.at) : undefined;
    return runPartnerClock(options.db, options.partner, at);
  });
}
