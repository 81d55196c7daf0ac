import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it reached the SMTP server, with the raw headers a mail client acts on. */
interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Lower-cased header name → raw value. */
  headers: Map<string, string>;
  links: string[];
}

export interface NotificationMailbox {
  smtpUrl: string;
  mails: DeliveredMail[];
  /** The next `count` messages are refused with a temporary SMTP error (451). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port: the mail layer sends to it through nodemailer. */
export async function startNotificationMailbox(): Promise<NotificationMailbox> {
  const mails: DeliveredMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const text = parsed.text ?? '';
          const headers = new Map(
            parsed.headerLines.map(({ key, line }) => [
              key.toLowerCase(),
              line.slice(line.indexOf(':') + 1).trim(),
            ]),
          );
          mails.push({
            to: to?.value[0]?.address?.toLowerCase() ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers,
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
