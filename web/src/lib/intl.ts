/**
 * The store's number and plural formatting (dates: lib/dates). Numbers and plural forms are
 * written here, by the rules `Intl` has for ru-RU, rather than asked of `Intl`: the first
 * `Intl.NumberFormat` or `Intl.PluralRules` a page builds loads the locale's data, which held a
 * slow phone's main thread for about 70 ms (Chromium at 4× CPU slowdown), the longest task of a
 * page's start, for formats that take a few lines. The unit tests hold them to `Intl`'s output.
 */
export const LOCALE = 'ru-RU';

/** A formatter made on its first use, so loading the page's code builds none it does not use. */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** The thin no-break space the store puts between digit groups and before a currency sign. */
export const THIN_SPACE = '\u202f';

/** Numbers past exact integers (and NaN, ∞) are left to `Intl`, which no price or count reaches. */
const unusual = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const unusualWithKopecks = once(
  () => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** A whole number's digits in groups of three from the right, split by thin spaces: «1 234». */
function groupDigits(whole: number): string {
  const digits = String(whole);
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let at = text.length; at < digits.length; at += 3) {
    text += THIN_SPACE + digits.slice(at, at + 3);
  }
  return text;
}

/** Whether a number of hundredths is written here (an exact integer), not left to `Intl`. */
const exact = (hundredths: number) => Number.isSafeInteger(hundredths);

/**
 * An amount as the store writes money: digit groups split by thin spaces, kopecks (cents) only
 * when there are any, a minus sign for a negative amount and the currency sign after the number —
 * «12 490 ₽», «1 234,50 $».
 */
export function formatAmount(amount: number, symbol: string): string {
  const cents = Math.round(amount * 100);
  let text: string;
  if (exact(cents)) {
    const size = Math.abs(cents);
    const kopecks = size % 100;
    text =
      (cents < 0 ? '−' : '') +
      groupDigits((size - kopecks) / 100) +
      (kopecks === 0 ? '' : `,${String(kopecks).padStart(2, '0')}`);
  } else {
    const format = cents % 100 === 0 ? unusual() : unusualWithKopecks();
    text = format
      .format(cents / 100)
      .replace(/\s/g, THIN_SPACE)
      .replace('-', '−');
  }
  return `${text}${THIN_SPACE}${symbol}`;
}

/** A whole count with digit groups: «12 345» (a fraction rounds half away from zero). */
export function formatCount(count: number): string {
  const whole = Math.sign(count) * Math.round(Math.abs(count));
  if (!exact(whole)) return unusual().format(count).replace(/\s/g, THIN_SPACE);
  return (whole < 0 ? '-' : '') + groupDigits(Math.abs(whole));
}

/**
 * The Russian plural form for a count: one (1, 21), few (2–4, 22–24) or many (0, 5–20, 25…);
 * a fraction takes the few form («1,5 товара»).
 */
export function pluralRu(
  count: number,
  [one, few, many]: readonly [string, string, string],
): string {
  if (!Number.isInteger(count)) return few;
  const tens = Math.abs(count) % 100;
  const units = tens % 10;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}
