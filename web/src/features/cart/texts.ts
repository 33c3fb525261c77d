import { PRODUCT_NOT_AVAILABLE_MESSAGE } from '@store/api/rules';
import type { UserErrorCode } from '../../__generated__/graphql.ts';

/** The denials a shopper can act on, said in the snackbar; other failures are only logged. */
export const DENIAL_TEXT: Partial<Record<UserErrorCode, string>> = {
  AUTHORIZATION_REQUIRED: 'Войдите, чтобы добавить товар в корзину',
  PRODUCT_NOT_AVAILABLE: PRODUCT_NOT_AVAILABLE_MESSAGE,
  INVALID_QUANTITY: 'Столько товара нет в наличии',
};

/** Said in the snackbar when an add was not made: the store did not answer, or not in time. */
export const ADD_FAILED_TEXT = 'Не удалось добавить товар в корзину. Попробуйте ещё раз.';
/** Said in the snackbar when a change of the cart's lines was not made. */
export const CHANGE_FAILED_TEXT = 'Не удалось изменить корзину. Попробуйте ещё раз.';
