import { escapeHtml } from '@server/lib/escape-html';
import type { Mail } from '../mailer';

/** An invitation to join a publication: one link to the page where it is accepted or declined. */
export function publicationInvitationMail(options: {
  to: string;
  productName: string;
  inviterName: string;
  publicationName: string;
  role: 'EDITOR' | 'WRITER';
  link: string;
}): Mail {
  const role = options.role === 'EDITOR' ? 'an editor' : 'a writer';
  const invited = `${options.inviterName} invited you to join ${options.publicationName} as ${role} on ${options.productName}.`;
  return {
    to: options.to,
    subject: `Join ${options.publicationName} on ${options.productName}`,
    text: [invited, '', 'Accept or decline the invitation here:', '', options.link].join('\n'),
    html: `<p>${escapeHtml(invited)}</p>
<p><a href="${escapeHtml(options.link)}">Accept or decline the invitation</a></p>`,
  };
}
