import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, pluralRu } from './intl.ts';

const FORMS = ['товар', 'товара', 'товаров'] as const;

describe('the store formats', () => {
  it('writes money with thin spaces, kopecks only when there are any', () => {
    expect(formatAmount(12490, '₽')).toBe('12\u202f490\u202f₽');
    expect(formatAmount(1234.5, '$')).toBe('1\u202f234,50\u202f$');
    expect(formatAmount(-15, '₽')).toBe('−15\u202f₽');
  });

  it('groups counts', () => {
    expect(formatCount(12345)).toBe('12\u202f345');
  });

  it('writes numbers as the Russian locale does', () => {
    const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    const kopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 });
    const locale = (amount: number) =>
      (Math.round(amount * 100) % 100 === 0 ? whole : kopecks)
        .format(amount)
        .replace(/\s/g, '\u202f')
        .replace('-', '−');
    const amounts = [0, 1, 9.99, 10.5, 999, 1000, 1234.5, 99999.99, 100000, 1234567.01, 987654321];
    for (const amount of [...amounts, ...amounts.map((value) => -value).filter(Boolean)]) {
      expect(formatAmount(amount, '₽')).toBe(`${locale(amount)}\u202f₽`);
    }
    for (const count of [0, 7, 1000, 12345, 1234567]) {
      expect(formatCount(count)).toBe(whole.format(count).replace(/\s/g, '\u202f'));
    }
  });

  it('chooses the Russian plural form', () => {
    expect([1, 21, 2, 24, 5, 11, 12, 0, 111].map((n) => pluralRu(n, FORMS))).toEqual([
      'товар',
      'товар',
      'товара',
      'товара',
      'товаров',
      'товаров',
      'товаров',
      'товаров',
      'товаров',
    ]);
  });
});
