import type { CardSummary } from './provider-events';
import { BILLING_TEXTS } from './billing.texts';

/**
 * The local provider's cards: the well-known test numbers payment providers
 * publish. Those below succeed; the declining ones fail with their reason;
 * any other number is refused, so nobody types a real card into test mode.
 */
const ACCEPTED: Record<string, string> = {
  '4242424242424242': 'Visa',
  '4000056655665556': 'Visa',
  '5555555555554444': 'Mastercard',
  '2223003122003222': 'Mastercard',
  '5200828282828210': 'Mastercard',
  '378282246310005': 'American Express',
  '371449635398431': 'American Express',
  '6011111111111117': 'Discover',
  '4000001240000000': 'Visa',
};

const DECLINED: Record<string, string> = {
  '4000000000000002': BILLING_TEXTS.cardDeclined,
  '4000000000009995': BILLING_TEXTS.insufficientFunds,
  '4000000000009987': BILLING_TEXTS.cardDeclined,
  '4000000000000069': BILLING_TEXTS.expiredCard,
  '4000000000000127': BILLING_TEXTS.incorrectCvc,
  '4000000000000119': BILLING_TEXTS.processingError,
  '4100000000000019': BILLING_TEXTS.cardDeclined,
};

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardCheck = { ok: true; card: CardSummary } | { ok: false; message: string };

/** MM/YY (or MM / YYYY) not in the past. */
function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return false;
  return new Date(Date.UTC(year, month, 1)) > now;
}

/** What the local provider's card network answers for a card. */
export function checkTestCard(input: CardInput, now = new Date()): CardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { ok: false, message: BILLING_TEXTS.invalidNumber };
  if (!expiryIsValid(input.expiry, now)) return { ok: false, message: BILLING_TEXTS.invalidExpiry };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, message: BILLING_TEXTS.invalidCvc };
  const declined = DECLINED[number];
  if (declined) return { ok: false, message: declined };
  const brand = ACCEPTED[number];
  if (!brand) return { ok: false, message: BILLING_TEXTS.notATestCard };
  return { ok: true, card: { brand, last4: number.slice(-4) } };
}
