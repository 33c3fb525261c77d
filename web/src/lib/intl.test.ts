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
