import { escapeHtml } from '@server/lib/escape-html';
import type { Mail } from '../mailer';

/** A publication editor's feedback on the Aurora pages, to the site's operator. */
export function publicationFeedbackMail(options: {
  to: string;
  productName: string;
  senderName: string;
  senderUsername: string;
  publicationName: string;
  publicationUrl: string;
  message: string;
}): Mail {
  const from = `${options.senderName} (@${options.senderUsername}) of ${options.publicationName}`;
  return {
    to: options.to,
    subject: `Feedback from ${options.publicationName} on ${options.productName}`,
    text: [`${from} sent this feedback:`, '', options.message, '', options.publicationUrl].join(
      '\n',
    ),
    html: `<p>${escapeHtml(from)} sent this feedback:</p>
<blockquote style="white-space: pre-wrap">${escapeHtml(options.message)}</blockquote>
<p><a href="${escapeHtml(options.publicationUrl)}">${escapeHtml(options.publicationName)}</a></p>`,
  };
}
