/** The e-mail rule of spec section 5, shared by every form that asks for an address. */
export const EMAIL_FORMAT_MESSAGE = 'Некорректный формат e-mail';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A valid e-mail address (at most 254 characters, a dotted domain). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}
