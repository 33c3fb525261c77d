/** Kinds of taxpayer the store sells to: a legal entity or a sole trader (ИП). */
export type CompanyType = 'legal' | 'individual';

const INN10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return (sum % 11) % 10;
}

/**
 * The ФНС check-digit rule: 10 digits with one check digit for a legal entity, 12 digits with two
 * for an individual (sole trader). Anything else, or a wrong check digit, is false.
 */
export function isValidInn(inn: string, type?: CompanyType): boolean {
  if (/^\d{10}$/.test(inn)) {
    return type !== 'individual' && checkDigit(inn, INN10) === Number(inn[9]);
  }
  if (/^\d{12}$/.test(inn)) {
    return (
      type !== 'legal' &&
      checkDigit(inn, INN11) === Number(inn[10]) &&
      checkDigit(inn, INN12) === Number(inn[11])
    );
  }
  return false;
}

/** The type a valid tax id belongs to, by its length. */
export function typeOfInn(inn: string): CompanyType {
  return inn.length === 10 ? 'legal' : 'individual';
}

/** ОГРН (13 digits, legal entities) or ОГРНИП (15 digits, sole traders) with a valid check digit. */
export function isValidOgrn(ogrn: string): boolean {
  const modulus = ogrn.length === 13 ? 11n : ogrn.length === 15 ? 13n : 0n;
  if (modulus === 0n || !/^\d+$/.test(ogrn)) return false;
  const body = BigInt(ogrn.slice(0, -1));
  return Number((body % modulus) % 10n) === Number(ogrn.at(-1));
}

export const isKpp = (kpp: string): boolean => /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
