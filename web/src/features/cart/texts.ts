import { PRODUCT_NOT_AVAILABLE_MESSAGE } from '@store/api/rules';
import type { UserErrorCode } from '../../__generated__/graphql.ts';

/** The denials a shopper can act on, said in the snackbar; other failures are only logged. */
export const DENIAL_TEXT: Partial<Record<UserErrorCode, string>> = {
  AUTHORIZATION_REQUIRED: 'Войдите, чтобы добавить товар в корзину',
  PRODUCT_NOT_AVAILABLE: PRODUCT_NOT_AVAILABLE_MESSAGE,
  INVALID_QUANTITY: 'Столько товара нет в наличии',
};
