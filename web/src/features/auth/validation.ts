/** Field rules of spec section 5 for the sign-in forms, with their messages. */

export {
  PHONE_MESSAGE,
  PHONE_COUNTRIES,
  countryOf,
  digitCount,
  nationalDigits,
  parsePhone,
  formatNational,
  isCompletePhone,
  type CountryKey,
  type PhoneCountry,
} from '../../lib/rules/phone.ts';

/** An e-mail as the code modal shows it: most of the name hidden. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  const name = email.slice(0, at);
  const visible = name.slice(0, Math.min(2, name.length - 1));
  return `${visible}${'*'.repeat(Math.max(3, name.length - visible.length))}${email.slice(at)}`;
}

/** A phone as the code modal shows it: the country code and the last four digits. */
export function maskPhone(code: string, digits: string): string {
  return `+${code} ***-***-${digits.slice(-4, -2)}-${digits.slice(-2)}`;
}
