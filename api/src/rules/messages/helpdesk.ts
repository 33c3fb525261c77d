/** The help desk's refusals: the API answers them, the web shows them by their codes. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Товар не найден';
export const RENT_UNAVAILABLE_MESSAGE = 'Этот товар нельзя взять в аренду';
export const COMPANY_NAME_REQUIRED_MESSAGE = 'Укажите название компании';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'Файл не найден, загрузите его снова';
export const RENT_DATES_MESSAGE = 'Проверьте даты аренды';
export const TOO_MANY_HELPDESK_REQUESTS_MESSAGE = 'Слишком много обращений, попробуйте позже';
