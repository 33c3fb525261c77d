/** The phone rule of spec section 5: the national number fills its country's mask. */
export const PHONE_MESSAGE = 'Некорректный формат телефона';

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

/** The digits typed into the national number, never more than the mask holds. */
export function nationalDigits(value: string, country: PhoneCountry): string {
  return value.replace(/\D/g, '').slice(0, digitCount(country));
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
