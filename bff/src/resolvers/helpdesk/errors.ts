import type { UserError } from '../../__generated__/resolvers-types.ts';
import { userErrorsFrom } from '../../errors.ts';

/**
 * A help-desk refusal as user errors on the input field it concerns; a market that does not take
 * feedback or callbacks (403) is the user's business too. Anything else is rethrown.
 */
export function helpdeskErrors(error: unknown): UserError[] {
  return userErrorsFrom(error, {
    fields: {
      INVALID_NAME: ['name'],
      INVALID_PHONE: ['phone'],
      INVALID_EMAIL: ['email'],
      INVALID_COMPANY_NAME: ['companyName'],
      INVALID_RENT_DATES: ['dateFrom'],
      CAPTCHA_REQUIRED: ['captcha'],
      CAPTCHA_INVALID: ['captcha'],
      DOCUMENT_NOT_FOUND: ['documentIds'],
      TOO_MANY_FILES: ['documentIds'],
    },
    forbiddenCodes: ['FEEDBACK_UNAVAILABLE', 'CALLBACK_UNAVAILABLE'],
  });
}

/** A product id of the input as the API takes it, or null when it cannot be one. */
export function productIdOf(id: string): number | null {
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The product id names no product; the web words it by the code. */
export const unknownProduct: UserError = {
  field: ['productId'],
  message: 'Unknown product id',
  code: 'PRODUCT_NOT_FOUND',
};
