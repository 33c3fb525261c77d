/**
 * The store's number and plural formatting (dates: lib/dates), each formatter made once, on first use:
 * building an `Intl` formatter costs far more than using one, a page formats hundreds of prices,
 * and loading the page's code should build none it does not use.
 */
export const LOCALE = 'ru-RU';

/** A formatter made on its first use, so loading the page's code builds none it does not use. */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** The thin no-break space the store puts between digit groups and before a currency sign. */
export const THIN_SPACE = '\u202f';

const wholeNumbers = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const withKopecks = once(
  () => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * An amount as the store writes money: digit groups split by thin spaces, kopecks (cents) only
 * when there are any, a minus sign for a negative amount and the currency sign after the number —
 * «12 490 ₽», «1 234,50 $».
 */
export function formatAmount(amount: number, symbol: string): string {
  const cents = Math.round(amount * 100);
  const format = cents % 100 === 0 ? wholeNumbers() : withKopecks();
  const text = format
    .format(cents / 100)
    .replace(/\s/g, THIN_SPACE)
    .replace('-', '−');
  return `${text}${THIN_SPACE}${symbol}`;
}

/** A whole count with digit groups: «12 345». */
export function formatCount(count: number): string {
  return wholeNumbers().format(count).replace(/\s/g, THIN_SPACE);
}

const pluralRules = once(() => new Intl.PluralRules(LOCALE));

/** The Russian plural form for a count: one (1, 21), few (2–4, 22–24) or many (0, 5–20, 25…). */
export function pluralRu(
  count: number,
  [one, few, many]: readonly [string, string, string],
): string {
  const category = pluralRules().select(count);
  if (category === 'one') return one;
  if (category === 'many') return many;
  return few;
}
