import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY,
  convertPrice,
  formatPrice,
  parseReadablePrice,
  selectedCurrency,
} from './money.ts';
import { currencyCookie } from './currency-cookie.ts';

const usd = { code: 'USD', symbol: '$', rate: 0.0112 };

describe('money', () => {
  it('parses readable prices: spaces out, comma as the point, non-numbers as 0', () => {
    expect(parseReadablePrice('12 345,50')).toBe(12345.5);
    expect(parseReadablePrice('1\u00a0000')).toBe(1000);
    expect(parseReadablePrice('abc')).toBe(0);
    expect(parseReadablePrice('')).toBe(0);
    expect(parseReadablePrice(null)).toBe(0);
    expect(parseReadablePrice(42)).toBe(42);
  });

  it('converts a base amount with the currency rate and formats it', () => {
    expect(convertPrice(10000, usd)).toBeCloseTo(112);
    expect(formatPrice(10000, usd)).toBe('112\u202f$');
    expect(formatPrice(12345, usd)).toBe('138,26\u202f$');
    expect(formatPrice('12 345', DEFAULT_CURRENCY)).toBe('12\u202f345\u202f₽');
  });

  it('falls back to the base currency for an unknown or missing choice', () => {
    expect(selectedCurrency(DEFAULT_CURRENCY, [usd], 'USD')).toBe(usd);
    expect(selectedCurrency(DEFAULT_CURRENCY, [usd], 'XXX')).toBe(DEFAULT_CURRENCY);
    expect(selectedCurrency(DEFAULT_CURRENCY, [usd], null)).toBe(DEFAULT_CURRENCY);
  });

  it('keeps the choice in the currencyCode cookie for a year', () => {
    expect(currencyCookie('EUR')).toBe('currencyCode=EUR; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
