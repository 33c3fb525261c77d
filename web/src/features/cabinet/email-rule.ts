export const EMAIL_FORMAT_MESSAGE = 'Некорректный формат e-mail';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Spec section 5: a valid e-mail address. */
export const isValidEmail = (value: string) => EMAIL.test(value.trim());
