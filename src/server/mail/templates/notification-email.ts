import { escapeHtml } from '@server/lib/escape-html';
import type { Mail } from '../mailer';

export interface NotificationMailOptions {
  to: string;
  productName: string;
  subject: string;
  headline: string;
  quote: string | null;
  link: string;
  linkLabel: string;
  /** The settings group, named in the footer ("Responses to your stories"). */
  groupLabel: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  /** Stable across retries of the same mail, so a receiver can drop a duplicate. */
  messageId: string;
}

/**
 * A notification e-mail: one headline, the quoted passage when there is one,
 * one link, and a footer with the one-click unsubscribe (RFC 8058). Every
 * value is user content or derived from it, so every value is escaped.
 */
export function notificationMail(options: NotificationMailOptions): Mail {
  const { productName, headline, quote, link, linkLabel, groupLabel } = options;
  // Names and titles are typed by people: one line, and a length a mail client shows.
  const oneLine = options.subject.replace(/\s+/g, ' ').trim();
  const subject = oneLine.length > 150 ? `${oneLine.slice(0, 149)}…` : oneLine;
  const why = `You receive this e-mail because “${groupLabel}” e-mails are on in your ${productName} settings.`;
  const text = [
    headline,
    ...(quote ? ['', `“${quote}”`] : []),
    '',
    `${linkLabel}: ${link}`,
    '',
    '—',
    why,
    `Unsubscribe from these e-mails: ${options.unsubscribeUrl}`,
    `Choose which e-mails you get: ${options.settingsUrl}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #242424; line-height: 1.5">
<p style="font-size: 18px">${escapeHtml(headline)}</p>
${quote ? `<blockquote style="margin: 0 0 16px; padding-left: 12px; border-left: 3px solid #1a8917">${escapeHtml(quote)}</blockquote>\n` : ''}<p><a href="${escapeHtml(link)}" style="color: #1a8917">${escapeHtml(linkLabel)}</a></p>
<hr style="border: none; border-top: 1px solid #e6e6e6">
<p style="font-size: 13px; color: #6b6b6b">${escapeHtml(why)}<br>
<a href="${escapeHtml(options.unsubscribeUrl)}" style="color: #6b6b6b">Unsubscribe</a> ·
<a href="${escapeHtml(options.settingsUrl)}" style="color: #6b6b6b">Choose which e-mails you get</a></p>
</body></html>`;
  return {
    to: options.to,
    subject,
    text,
    html,
    headers: {
      'Message-ID': options.messageId,
      'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // Automatic mail: vacation responders stay quiet.
      'Auto-Submitted': 'auto-generated',
    },
  };
}
