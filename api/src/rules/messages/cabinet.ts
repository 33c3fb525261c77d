/** The company form's rules of spec section 5 and the register's answer for an unknown company. */
export const INN_LENGTH_MESSAGE = 'ИНН должен содержать от 10 до 12 символов';
export const KPP_LENGTH_MESSAGE = 'КПП должен содержать 9 символов';
export const COMPANY_NOT_FOUND_MESSAGE = 'Организация не найдена';
