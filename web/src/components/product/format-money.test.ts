import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('groups roubles by three with thin spaces and puts the sign after', () => {
    expect(formatMoney({ amount: 12490, currencyCode: 'RUB' })).toBe('12\u202f490\u202f₽');
    expect(formatMoney({ amount: 1234567, currencyCode: 'RUB' })).toBe(
      '1\u202f234\u202f567\u202f₽',
    );
    expect(formatMoney({ amount: 990, currencyCode: 'RUB' })).toBe('990\u202f₽');
  });

  it('shows kopecks only when there are any, after a comma', () => {
    expect(formatMoney({ amount: 1499.5, currencyCode: 'RUB' })).toBe('1\u202f499,50\u202f₽');
    expect(formatMoney({ amount: 100.004, currencyCode: 'RUB' })).toBe('100\u202f₽');
  });

  it('falls back to the currency code when it has no sign', () => {
    expect(formatMoney({ amount: 5, currencyCode: 'CNY' })).toBe('5\u202fCNY');
  });
});
