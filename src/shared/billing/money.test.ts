import { describe, expect, it } from 'vitest';
import { formatMoney, requireCurrency } from './money';
import { periodEnd } from './plans';

describe('money', () => {
  it('formats whole minor units in USD and CAD', () => {
    expect(formatMoney(500, 'USD')).toBe('$5.00');
    expect(formatMoney(5000, 'CAD')).toBe('CA$50.00');
    expect(formatMoney(1999, 'usd')).toBe('$19.99');
  });

  it("refuses any other currency with the spec's message", () => {
    expect(() => formatMoney(500, 'EUR')).toThrow(new Error('Unsupported currency'));
    expect(() => requireCurrency('GBP')).toThrow(new Error('Unsupported currency'));
    expect(requireCurrency('cad')).toBe('CAD');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(5.5, 'USD')).toThrow();
  });

  it('a monthly payment lasts a month and a yearly one a year', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(periodEnd('yearly', start).toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(periodEnd('monthly', new Date('2026-03-15T00:00:00Z')).toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
  });
});
