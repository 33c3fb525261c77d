/** The spec's message for an e-mail address of the wrong form, wherever one is asked for. */
export const EMAIL_FORMAT_MESSAGE = 'Некорректный формат e-mail';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * The e-mail rule of spec section 5, the one definition for the API and the web: at most 254
 * characters, one @, a dotted domain, no spaces.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}
