/** The help desk's refusals: the API answers them, the web shows them by their codes. */

/** A product the request names that the market does not have, or does not rent out. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Товар не найден';
export const RENT_UNAVAILABLE_MESSAGE = 'Этот товар нельзя взять в аренду';

/** A field of the request form to fix. */
export const COMPANY_NAME_REQUIRED_MESSAGE = 'Укажите название компании';
export const RENT_DATES_MESSAGE = 'Проверьте даты аренды';

/** A staged file that is gone (expired or of another market): it must be uploaded again. */
export const DOCUMENT_NOT_FOUND_MESSAGE = 'Файл не найден, загрузите его снова';
