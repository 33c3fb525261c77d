/** The name rule of spec section 5 and its message, defined once with the API. */
export { isValidPersonName as isValidName, NAME_FORMAT_MESSAGE } from '@store/api/rules';
