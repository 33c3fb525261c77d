/** A product that cannot be put in the cart or ordered now. */
export const PRODUCT_NOT_AVAILABLE_MESSAGE = 'Товар недоступен для заказа';
