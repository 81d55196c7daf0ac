import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received message, as a mail client would read it. */
interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  code: string | null;
}

export interface Mailbox {
  smtpUrl: string;
  mails: ReceivedMail[];
  /** The newest message to `address`, waiting briefly for delivery. */
  latest(address: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port for tests: the app sends through nodemailer to it. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const text = parsed.text ?? '';
          mails.push({
            to: to?.value[0]?.address?.toLowerCase() ?? '',
            subject: parsed.subject ?? '',
            text,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
