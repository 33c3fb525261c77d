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

/** What `Intl` writes for ru-RU, as the store has always put it (thin spaces, a minus sign). */
const byIntl = {
  whole: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }),
  kopecks: new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  plural: new Intl.PluralRules('ru-RU'),
};
const intlAmount = (amount: number, symbol: string) => {
  const cents = Math.round(amount * 100);
  const format = cents % 100 === 0 ? byIntl.whole : byIntl.kopecks;
  return `${format
    .format(cents / 100)
    .replace(/\s/g, '\u202f')
    .replace('-', '−')}\u202f${symbol}`;
};
const intlPlural = (count: number) => {
  const category = byIntl.plural.select(count);
  return category === 'one' ? FORMS[0] : category === 'many' ? FORMS[2] : FORMS[1];
};

/** Amounts of every size and sign, with and without kopecks, and their neighbours. */
function sampleAmounts(): number[] {
  const amounts: number[] = [];
  for (let power = 0; power <= 15; power += 1) {
    for (const base of [1, 9.99, 12.3, 99.5, 100.01, 123.456, 999.995]) {
      const amount = base * 10 ** power;
      if (amount < 1e13) amounts.push(amount, -amount, Math.floor(amount), amount + 0.004);
    }
  }
  for (let cents = 0; cents < 200_000; cents += 37) amounts.push(cents / 100, -cents / 100);
  return amounts;
}

describe('the store formats numbers and plural forms as Intl does for ru-RU, without building it', () => {
  it('writes every amount as Intl would', () => {
    for (const amount of sampleAmounts()) {
      if (Object.is(Math.round(amount * 100), -0)) continue;
      expect(formatAmount(amount, '₽'), String(amount)).toBe(intlAmount(amount, '₽'));
    }
  });

  it('writes every count as Intl would, fractions rounded', () => {
    for (const count of [0, 1, 9, 10, 999, 1000, 1001, 99_999, 100_000, 123_456_789, 2.5, 7.49]) {
      expect(formatCount(count), String(count)).toBe(
        byIntl.whole.format(count).replace(/\s/g, '\u202f'),
      );
    }
    for (let count = 0; count < 100_000; count += 7) {
      expect(formatCount(count)).toBe(byIntl.whole.format(count).replace(/\s/g, '\u202f'));
    }
  });

  it('chooses the plural form Intl chooses, for whole counts, fractions and negatives', () => {
    for (let count = -300; count <= 3000; count += 1) {
      expect(pluralRu(count, FORMS), String(count)).toBe(intlPlural(count));
    }
    for (const count of [1.5, 0.1, 2.25, 21.5, -1.5]) {
      expect(pluralRu(count, FORMS), String(count)).toBe(intlPlural(count));
    }
  });

  it('leaves numbers past exact integers to Intl', () => {
    expect(formatAmount(Number.NaN, '₽')).toBe(intlAmount(Number.NaN, '₽'));
    expect(formatAmount(1e21, '₽')).toBe(intlAmount(1e21, '₽'));
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
