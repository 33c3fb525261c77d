/** The e-mail rule of spec section 5 and its message, defined once with the API. */
export { EMAIL_FORMAT_MESSAGE, isValidEmail } from '@store/api/rules';
