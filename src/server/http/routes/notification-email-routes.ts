import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import {
  EMAIL_GROUP_TEXTS,
  setEmailChoice,
  UNSUBSCRIBE_PATH,
  verifyUnsubscribeToken,
} from '@server/domains/notification-emails';
import type { UnsubscribeTokenCheck } from '@server/domains/notification-emails';
import { escapeHtml } from '@server/lib/escape-html';

export { UNSUBSCRIBE_PATH };

const tokenQuery = z.object({ token: z.string().min(1).max(512) });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #242424; background: #fff; }
main { max-width: 480px; margin: 15vh auto 0; padding: 0 24px; line-height: 1.5; }
h1 { font-size: 28px; margin: 0 0 16px; }
button { font: inherit; padding: 8px 20px; border-radius: 99em; border: 1px solid #1a8917; background: #1a8917; color: #fff; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
a { color: #156d12; }
</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The token is in the URL: never hand it to another site.
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .send(page(title, body))
  );
}

function refuse(reply: FastifyReply, check: Extract<UnsubscribeTokenCheck, { ok: false }>) {
  const settings =
    '<p>You can still choose which e-mails you get in your <a href="/me/settings">settings</a>.</p>';
  return check.reason === 'expired'
    ? sendPage(
        reply,
        400,
        'This unsubscribe link has expired',
        `<p>Unsubscribe links work for 90 days after the e-mail was sent.</p>${settings}`,
      )
    : sendPage(
        reply,
        400,
        'This unsubscribe link is not valid',
        `<p>The link may have been cut short or changed. Try copying the whole link from the e-mail.</p>${settings}`,
      );
}

/** Postgres 23503, whichever driver reports it (drizzle wraps it as the cause). */
function isForeignKeyViolation(error: unknown): boolean {
  const withCode = error as { code?: string; cause?: { code?: string } } | null;
  return withCode?.code === '23503' || withCode?.cause?.code === '23503';
}

function checkToken(secret: string, query: unknown): UnsubscribeTokenCheck {
  const parsed = tokenQuery.safeParse(query);
  return parsed.success
    ? verifyUnsubscribeToken(secret, parsed.data.token)
    : { ok: false, reason: 'invalid' };
}

/**
 * The unsubscribe link of notification e-mails. It needs no session and grants
 * none: the signed token names one person and one group, and the only thing
 * it can do is switch that group's e-mails off. GET asks first (link scanners
 * fetch links); POST unsubscribes, which is also the RFC 8058 one-click.
 */
export function registerNotificationEmailRoutes(
  app: FastifyInstance,
  options: { db: Database; secret: string; productName: string },
): void {
  const rateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  void app.register(async (scope) => {
    // Mail providers post `List-Unsubscribe=One-Click` as a form; parsed here only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(UNSUBSCRIBE_PATH, { config: rateLimit }, (request, reply) => {
      const check = checkToken(options.secret, request.query);
      if (!check.ok) return refuse(reply, check);
      const { label } = EMAIL_GROUP_TEXTS[check.group];
      return sendPage(
        reply,
        200,
        'Unsubscribe from these e-mails?',
        `<p>You will no longer get e-mails from ${escapeHtml(options.productName)} about “${escapeHtml(label)}”. These notifications stay in your bell.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
      );
    });

    scope.post(UNSUBSCRIBE_PATH, { config: rateLimit }, async (request, reply) => {
      const check = checkToken(options.secret, request.query);
      if (!check.ok) return refuse(reply, check);
      // A deleted account has nothing left to unsubscribe; the answer is the same.
      await setEmailChoice(options.db, {
        userId: check.userId,
        group: check.group,
        enabled: false,
      }).catch((error: unknown) => {
        if (!isForeignKeyViolation(error)) throw error;
      });
      const { label } = EMAIL_GROUP_TEXTS[check.group];
      return sendPage(
        reply,
        200,
        'You are unsubscribed',
        `<p>You will no longer get e-mails about “${escapeHtml(label)}”.</p>
<p>Changed your mind? Turn them back on in your <a href="/me/settings">settings</a>.</p>`,
      );
    });
  });
}
