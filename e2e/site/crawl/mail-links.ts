import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { Seed } from './crawler';
import { urlsInHtml } from './find-urls';

/**
 * The links of every mail in DATA_DIR/outbox (the server writes real RFC 822
 * files there when no SMTP server is configured), read like a mail client:
 * the text part's URLs, the HTML part's links and images, and the
 * List-Unsubscribe header.
 */
export interface MailLinks {
  to: string;
  subject: string;
  seeds: Seed[];
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

async function readOutbox(dataDir: string): Promise<MailLinks[]> {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails: MailLinks[] = [];
  for (const file of files.sort()) {
    const parsed = await simpleParser(readFileSync(path.join(dir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    const subject = parsed.subject ?? '';
    // mailparser gathers the List-* headers under 'list': { unsubscribe: { url } }.
    const listHeaders = JSON.stringify(parsed.headers.get('list') ?? '');
    const urls = [
      ...((parsed.text ?? '').match(URL_IN_TEXT) ?? []),
      ...(typeof parsed.html === 'string' ? urlsInHtml(parsed.html, 'http://invalid/') : []),
      ...(listHeaders.match(URL_IN_TEXT) ?? []),
    ];
    const foundOn = `mail “${subject}”`;
    mails.push({
      to: to?.value[0]?.address?.toLowerCase() ?? '',
      subject,
      seeds: [...new Set(urls)].map((url) => ({ url, foundOn })),
    });
  }
  return mails;
}

/** Waits until `address` has received at least `count` mails, and returns them all. */
export async function waitForMails(
  dataDir: string,
  address: string,
  count: number,
): Promise<MailLinks[]> {
  let mails: MailLinks[] = [];
  await expect
    .poll(
      async () => {
        mails = (await readOutbox(dataDir)).filter((mail) => mail.to === address);
        return mails.length;
      },
      { message: `${count} mails to ${address}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}
