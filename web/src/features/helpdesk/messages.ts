import {
  COMPANY_NAME_REQUIRED_MESSAGE,
  DOCUMENT_NOT_FOUND_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  RENT_DATES_MESSAGE,
  RENT_UNAVAILABLE_MESSAGE,
  TOO_MANY_HELPDESK_REQUESTS_MESSAGE,
} from '@store/api/rules';
import type { FormUserError } from '../../lib/apollo/use-form-mutation.ts';
import { EMAIL_FORMAT_MESSAGE } from '../../lib/rules/email.ts';
import { NAME_FORMAT_MESSAGE } from '../../lib/rules/person-name.ts';
import { PHONE_MESSAGE } from '../../lib/rules/phone.ts';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';

export const REQUIRED_MESSAGE = 'Заполните поле';
export const CAPTCHA_MESSAGE = 'Подтвердите, что вы не робот';
export const COMPANY_NAME_MESSAGE = COMPANY_NAME_REQUIRED_MESSAGE;
export { RENT_DATES_MESSAGE };

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL: EMAIL_FORMAT_MESSAGE,
  INVALID_PHONE: PHONE_MESSAGE,
  INVALID_NAME: NAME_FORMAT_MESSAGE,
  INVALID_COMPANY_NAME: COMPANY_NAME_MESSAGE,
  INVALID_RENT_DATES: RENT_DATES_MESSAGE,
  CAPTCHA_REQUIRED: CAPTCHA_MESSAGE,
  CAPTCHA_INVALID: CAPTCHA_MESSAGE,
  RATE_LIMITED: TOO_MANY_HELPDESK_REQUESTS_MESSAGE,
  FEEDBACK_UNAVAILABLE: 'Обратная связь сейчас недоступна',
  CALLBACK_UNAVAILABLE: 'Обратный звонок сейчас недоступен',
  RENT_UNAVAILABLE: RENT_UNAVAILABLE_MESSAGE,
  PRODUCT_NOT_FOUND: PRODUCT_NOT_FOUND_MESSAGE,
  DOCUMENT_NOT_FOUND: DOCUMENT_NOT_FOUND_MESSAGE,
  UNSUPPORTED_FILE_TYPE: 'Это не PDF, JPEG, PNG, DOCX или XLSX',
};

/** The Russian text of a refusal, chosen by its code. */
export function messageFor(code: string): string {
  return BY_CODE[code] ?? REQUEST_FAILED_MESSAGE;
}

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const fileTooLargeMessage = (maxBytes: number) => `Файл больше ${megabytes(maxBytes)} МБ`;
export const tooManyFilesMessage = (maxFiles: number) =>
  `Можно приложить не больше ${maxFiles} файлов`;

/** Refusals split into those under a field (by its input name) and those of the whole form. */
export function splitErrors(userErrors: readonly FormUserError[]): {
  fields: Record<string, string>;
  form: string | null;
} {
  const fields: Record<string, string> = {};
  let form: string | null = null;
  for (const error of userErrors) {
    const field = error.field[0];
    if (field) fields[field] ??= messageFor(error.code);
    else form ??= messageFor(error.code);
  }
  return { fields, form };
}

/** The answer a buyer keeps: the number to quote. */
export const receiptText = (number: string) =>
  `Обращение № ${number} принято. Мы свяжемся с вами в рабочее время.`;
