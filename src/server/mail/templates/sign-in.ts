import { escapeHtml } from '@server/lib/escape-html';
import type { Mail } from '../mailer';

/**
 * The magic-link e-mail: one link and, when the dialog that asked takes one
 * (a small screen), the same sign-in as a 6-digit code.
 */
export function signInMail(options: {
  to: string;
  productName: string;
  method: 'login' | 'register';
  link: string;
  code: string | null;
}): Mail {
  const { productName, link, code } = options;
  const isRegister = options.method === 'register';
  const subject = isRegister
    ? `Finish creating your ${productName} account`
    : `Sign in to ${productName}`;
  const action = isRegister ? 'complete your account set-up' : 'sign in';
  const lasts = code
    ? 'The link and the code work once and expire in 10 minutes.'
    : 'The link works once and expires in 10 minutes.';
  const text = [
    `Click the link below to ${action} on ${productName}.`,
    '',
    link,
    '',
    ...(code ? [`Or enter this code: ${code}`, ''] : []),
    lasts,
    'If you did not ask for this e-mail, you can safely ignore it.',
  ].join('\n');
  const html = `<p>Click the button below to ${action} on ${escapeHtml(productName)}.</p>
<p><a href="${escapeHtml(link)}">${isRegister ? 'Create your account' : 'Sign in'}</a></p>
${code ? `<p>Or enter this code: <strong>${code}</strong></p>\n` : ''}<p>${lasts}</p>
<p>If you did not ask for this e-mail, you can safely ignore it.</p>`;
  return {
    to: options.to,
    subject,
    text,
    html,
  };
}

/** Confirms a changed address: the link makes it the account's e-mail. */
export function verifyEmailMail(options: { to: string; productName: string; link: string }): Mail {
  const { productName, link } = options;
  return {
    to: options.to,
    subject: `Verify your e-mail address on ${productName}`,
    text: [
      `Click the link below to verify this e-mail address for your ${productName} account.`,
      '',
      link,
      '',
      'The link works once and expires in 10 minutes.',
    ].join('\n'),
    html: `<p>Click the link below to verify this e-mail address for your ${escapeHtml(productName)} account.</p>
<p><a href="${escapeHtml(link)}">Verify my e-mail</a></p>
<p>The link works once and expires in 10 minutes.</p>`,
  };
}
