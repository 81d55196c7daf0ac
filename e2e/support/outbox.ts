import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/**
 * The end-to-end server runs without SMTP, so every message it sends is a
 * real RFC 822 file in DATA_DIR/outbox. Tests read them like a mail client.
 */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** Every http(s) link in the text part. */
  links: string[];
}

/** The outbox of the suite's server, or of another app server's data directory. */
function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

async function readMails(dataDir?: string): Promise<ReceivedMail[]> {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  files.sort();
  const mails: ReceivedMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(readFileSync(path.join(dir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    const text = parsed.text ?? '';
    mails.push({
      to: to?.value[0]?.address?.toLowerCase() ?? '',
      subject: parsed.subject ?? '',
      text,
      links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    });
  }
  return mails;
}

/** Waits for the newest message to `address` sent after `count` earlier ones. */
export async function waitForMail(
  address: string,
  options: { after?: number; dataDir?: string } = {},
) {
  const wanted = address.toLowerCase();
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readMails(options.dataDir)).filter((mail) => mail.to === wanted);
        found = mails.length > (options.after ?? 0) ? mails[mails.length - 1] : undefined;
        return Boolean(found);
      },
      { message: `a mail to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** How many messages `address` has received so far. */
export async function countMails(address: string): Promise<number> {
  const wanted = address.toLowerCase();
  return (await readMails()).filter((mail) => mail.to === wanted).length;
}

/** The six-digit login code in a sign-in mail. */
export function loginCodeOf(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No login code in: ${mail.text}`);
  return code;
}
