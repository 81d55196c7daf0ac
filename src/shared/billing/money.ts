/**
 * Money as integer minor units (cents) and a currency code. The site charges
 * in one currency the operator picks; these are the ones it can charge in.
 */
const SUPPORTED_CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof SUPPORTED_CURRENCIES)[number];

/** The spec's message for any other currency (routes-entities §8). */
export const UNSUPPORTED_CURRENCY = 'Unsupported currency';

export function isSupportedCurrency(code: string): code is Currency {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(code);
}

/** Throws 'Unsupported currency' for anything but USD and CAD. */
export function requireCurrency(code: string): Currency {
  const upper = code.toUpperCase();
  if (!isSupportedCurrency(upper)) throw new Error(UNSUPPORTED_CURRENCY);
  return upper;
}

/** '$5.00' for USD, 'CA$5.00' for CAD: the same in every browser and on the server. */
export function formatMoney(minorUnits: number, currency: string): string {
  const code = requireCurrency(currency);
  if (!Number.isInteger(minorUnits)) throw new Error('Amounts are whole minor units');
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(
    minorUnits / 100,
  );
}
