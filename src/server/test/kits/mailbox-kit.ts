import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it reached the SMTP server, read as a mail client would, raw headers included. */
interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Lower-cased header name → raw value. */
  headers: Map<string, string>;
  links: string[];
  /** The six-digit sign-in code the text carries, if any. */
  code: string | null;
}

export interface Mailbox {
  smtpUrl: string;
  mails: ReceivedMail[];
  /** The newest message to `address`, waiting briefly for delivery. */
  latest(address: string): Promise<ReceivedMail>;
  /** The next `count` messages are refused with a temporary SMTP error (451). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port for tests: the app sends through nodemailer to it. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
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
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const text = parsed.text ?? '';
          mails.push({
            to: to?.value[0]?.address?.toLowerCase() ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers: new Map(
              parsed.headerLines.map(({ key, line }) => [
                key.toLowerCase(),
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            code: /code: (\d{6})/.exec(text)?.[1] ?? null,
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
    async latest(address) {
      const wanted = address.toLowerCase();
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const found = mails.filter((mail) => mail.to === wanted).at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`No mail reached ${address}`);
    },
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
