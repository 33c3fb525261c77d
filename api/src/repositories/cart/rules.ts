import { HttpError, notFound } from '../../plugins/errors.ts';
import { PRODUCT_NOT_AVAILABLE_MESSAGE } from '../../rules/messages/cart.ts';

/** The largest quantity of one product in a cart. */
export const MAX_LINE_QUANTITY = 9999;

/** The most lines a quick order may carry. */
export const MAX_QUICK_ORDER_LINES = 500;

export const QUANTITY_MESSAGE = `Количество — целое число от 1 до ${MAX_LINE_QUANTITY}`;

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
}

/** The most units of a product one line may hold: the stock when known. */
export function maxQuantity(stock: number | null): number {
  return stock === null ? MAX_LINE_QUANTITY : Math.min(stock, MAX_LINE_QUANTITY);
}

/** 400 INVALID_QUANTITY; `details.max_quantity` says how many the line may hold. */
export function invalidQuantity(max = MAX_LINE_QUANTITY): HttpError {
  const message =
    max < MAX_LINE_QUANTITY ? `Можно заказать не больше ${max} шт.` : QUANTITY_MESSAGE;
  return new HttpError(400, 'INVALID_QUANTITY', message, { max_quantity: max });
}

export const productNotFound = (): HttpError => notFound('Товар');

export const productNotAvailable = (): HttpError =>
  new HttpError(409, 'PRODUCT_NOT_AVAILABLE', PRODUCT_NOT_AVAILABLE_MESSAGE);
