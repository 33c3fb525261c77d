/** The checkout's refusals: the API answers them, the web shows them by their codes. */
export const PROMO_CODE_UNKNOWN_MESSAGE = 'Такого промокода нет';
export const PROMO_CODE_EXPIRED_MESSAGE = 'Срок действия промокода истёк';
export const PROMO_CODE_ALREADY_APPLIED_MESSAGE =
  'К заказу уже применён промокод: сначала отмените его';
export const ADDRESS_REQUIRED_MESSAGE = 'Укажите адрес доставки';
export const OFFER_CHANGED_MESSAGE = 'Цены или наличие товаров изменились: проверьте корзину';
export const CREDIT_LIMIT_EXCEEDED_MESSAGE = 'Сумма заказов больше доступного лимита отсрочки';
export const CHECKOUT_EMPTY_MESSAGE = 'В корзине нет выбранных товаров для заказа';

/** What each missing checkout step asks the buyer to do. */
export const CHECKOUT_STEP_MESSAGES = {
  CONTACT: 'Укажите получателя заказа',
  DELIVERY: 'Выберите способ и адрес доставки',
  COST_CENTER: 'Выберите центр затрат',
  PAYMENT_METHOD: 'Выберите доступный способ оплаты',
} as const;
