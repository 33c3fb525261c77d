/** The phone rule of spec section 5: the national number fills its country's mask. */
export { PHONE_FORMAT_MESSAGE as PHONE_MESSAGE } from '@store/api/rules';

export type CountryKey = 'ru' | 'br' | 'kz';

export interface PhoneCountry {
  key: CountryKey;
  title: string;
  code: string;
  /** The national number's mask: one `_` per digit. */
  mask: string;
}

const RUSSIA: PhoneCountry = { key: 'ru', title: 'Россия', code: '7', mask: '(___) ___-__-__' };

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  RUSSIA,
  { key: 'br', title: 'Беларусь', code: '375', mask: '(__) ___-__-__' },
  { key: 'kz', title: 'Казахстан', code: '7', mask: '(___) ___-__-__' },
];

export function countryOf(key: CountryKey): PhoneCountry {
  return PHONE_COUNTRIES.find((c) => c.key === key) ?? RUSSIA;
}

export function digitCount(country: PhoneCountry): number {
  return country.mask.split('_').length - 1;
}

/** A country by its calling code: +375 is Belarus; +7 stays Kazakhstan when that is chosen. */
function countryByCode(digits: string, current: PhoneCountry): PhoneCountry | null {
  if (digits.startsWith('375')) return countryOf('br');
  if (digits.startsWith('7')) return current.code === '7' ? current : RUSSIA;
  return null;
}

/**
 * The one rule that turns whatever lands in a phone field into its country and national digits.
 * A value in the field's own mask is typed: its digits, cut to the mask. Anything else is pasted
 * or autofilled and may carry the calling code (+7, 7, +375, 375) or a trunk prefix (8 for +7,
 * 80 for Belarus), spaces, brackets and dashes; those are taken off, never shifted into the number.
 */
export function parsePhone(
  value: string,
  current: PhoneCountry,
): { country: PhoneCountry; digits: string } {
  const trimmed = value.trim();
  const all = trimmed.replace(/\D/g, '');
  const cut = (country: PhoneCountry, digits: string) => ({
    country,
    digits: digits.slice(0, digitCount(country)),
  });
  if (trimmed.startsWith('(')) return cut(current, all);
  if (trimmed.startsWith('+')) {
    const country = countryByCode(all, current);
    return country ? cut(country, all.slice(country.code.length)) : cut(current, all);
  }
  if (all.length <= digitCount(current)) return cut(current, all);
  if (all.startsWith('375')) return cut(countryOf('br'), all.slice(3));
  if (current.code === '7' && all.length === 11 && /^[78]/.test(all)) {
    return cut(current, all.slice(1));
  }
  if (current.key === 'br' && all.startsWith('80')) return cut(current, all.slice(2));
  return cut(current, all);
}

/** The national digits of a field's value in a fixed country (see `parsePhone`). */
export function nationalDigits(value: string, country: PhoneCountry): string {
  const parsed = parsePhone(value, country);
  return parsed.country.key === country.key ? parsed.digits : '';
}

/** The digits laid into the mask, stopping after the last one typed. */
export function formatNational(digits: string, country: PhoneCountry): string {
  if (!digits) return '';
  let out = '';
  let index = 0;
  for (const char of country.mask) {
    if (index >= digits.length) break;
    if (char === '_') out += digits[index++];
    else out += char;
  }
  return out;
}

export function isCompletePhone(digits: string, country: PhoneCountry): boolean {
  return digits.length === digitCount(country);
}

/**
 * A stored phone (digits with the calling code, with or without `+`) as people read it:
 * `+7 (999) 123-45-67`, `+375 (29) 071-98-09`. A number of no known country is shown as stored.
 */
export function formatPhone(stored: string): string {
  const all = stored.replace(/\D/g, '');
  const country = countryByCode(all, RUSSIA);
  const national = country ? all.slice(country.code.length) : '';
  if (!country || !isCompletePhone(national, country)) return stored.trim();
  return `+${country.code} ${formatNational(national, country)}`;
}
