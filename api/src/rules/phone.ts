/** The spec's message for a phone number whose digits do not fill the country mask. */
export const PHONE_FORMAT_MESSAGE = 'Некорректный формат телефона';
