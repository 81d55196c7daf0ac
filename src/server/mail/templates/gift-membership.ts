import { escapeHtml } from '@server/lib/escape-html';
import type { Mail } from '../mailer';

/** A membership someone bought for the recipient: one link that redeems it. */
export function giftMembershipMail(options: {
  to: string;
  productName: string;
  buyerName: string;
  planName: string;
  link: string;
}): Mail {
  const gift = `${options.buyerName} gave you ${options.planName} of ${options.productName} membership.`;
  return {
    to: options.to,
    subject: `${options.buyerName} gave you a ${options.productName} membership`,
    text: [gift, '', 'Redeem your gift here:', '', options.link].join('\n'),
    html: `<p>${escapeHtml(gift)}</p>
<p><a href="${escapeHtml(options.link)}">Redeem your gift</a></p>`,
  };
}
