import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { newId } from '../lib/ids';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset writes `.eml` files to `outboxDir` instead. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string, detail: Record<string, unknown>) => void;
}

/**
 * Real mail through SMTP, or, with no SMTP configured, the same message
 * rendered as an `.eml` file in DATA_DIR/outbox, so a fresh install can still
 * sign people in. Only the file's path is logged: the links in it are secrets.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const info = (await transport.sendMail({ from: options.from, ...mail })) as {
        message?: Buffer;
      };
      if (options.smtpUrl || !info.message) return;
      mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${newId()}.eml`);
      writeFileSync(file, info.message);
      options.log('mail written to the outbox (no SMTP_URL configured): open the file to read it', {
        file,
        subject: mail.subject,
      });
    },
    close: () => transport.close(),
  };
}
