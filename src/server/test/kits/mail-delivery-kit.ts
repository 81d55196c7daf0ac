import { deliverDueNotificationEmails } from '@server/jobs/notification-email-worker';
import { createMailer } from '@server/mail/mailer';
import { TEST_SECRET } from '../test-app';
import type { TestApp } from '../test-app';
import { startMailbox } from './mailbox-kit';

/** The real SMTP test server and the notification-email worker that delivers to it. */
export async function startMailDelivery(app: () => TestApp, origin: string) {
  const mailbox = await startMailbox();
  const mailer = createMailer({
    smtpUrl: mailbox.smtpUrl,
    from: 'Quire <noreply@quire.example>',
    outboxDir: '/tmp/quire-test-data/unused-outbox',
    log: () => {},
  });
  return {
    mailbox,
    /** One pass of the worker over the due outbox rows. */
    deliver: () =>
      deliverDueNotificationEmails({
        db: app().database.db,
        mailer,
        secret: TEST_SECRET,
        origin,
        productName: 'Quire',
        now: new Date(),
      }),
    close: async () => {
      mailer.close();
      await mailbox.close();
    },
  };
}
