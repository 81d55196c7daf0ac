import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';
import { billingSetupOf, handleStripeWebhook } from '@server/domains/billing';
import type { ServerConfig } from '@server/env';
import type { Mailer } from '@server/mail/mailer';

export const STRIPE_WEBHOOK_PATH = '/_/billing/stripe/webhook';

/**
 * Stripe's webhook endpoint. The signature covers the exact bytes sent, so
 * this route reads its body raw (in its own scope: every other route keeps
 * the JSON parser). Stripe proves itself with the signature, so the
 * anti-forgery guard leaves this path alone (app.ts).
 */
export function registerBillingRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: ServerConfig; publicUrl: string; mailer: Mailer },
): void {
  void app.register(async (scope) => {
    // The site's JSON parser (UTF-8 checked, parsed) is inherited: this scope wants the bytes.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request) => {
      const signature = request.headers['stripe-signature'];
      const answer = await handleStripeWebhook(
        { db: deps.db, viewer: null, billing: billingSetupOf(deps) },
        Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
        typeof signature === 'string' ? signature : undefined,
      );
      for (const eventId of answer.ignored)
        request.log.warn(
          { eventId },
          'Stripe event for an account this site does not have, ignored',
        );
      return answer;
    });
  });
}
