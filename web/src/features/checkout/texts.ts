import {
  ADDRESS_REQUIRED_MESSAGE,
  CHECKOUT_EMPTY_MESSAGE,
  CHECKOUT_STEP_MESSAGES,
  CREDIT_LIMIT_EXCEEDED_MESSAGE,
  OFFER_CHANGED_MESSAGE,
  PROMO_CODE_ALREADY_APPLIED_MESSAGE,
  PROMO_CODE_EXPIRED_MESSAGE,
  PROMO_CODE_UNKNOWN_MESSAGE,
} from '@store/api/rules';
import type { UserErrorCode } from '../../__generated__/graphql.ts';
import { EMAIL_FORMAT_MESSAGE } from '../../lib/rules/email.ts';
import { NAME_FORMAT_MESSAGE } from '../../lib/rules/person-name.ts';
import { PHONE_MESSAGE } from '../../lib/rules/phone.ts';

export const CHECKOUT_TITLE = 'Оформление заказа';
export const PURCHASE_TITLE = 'Заказ оформлен';
export const SAVE_FAILED = 'Не удалось сохранить. Попробуйте ещё раз';
export const FREE = 'бесплатно';
export const TO_CART = 'Перейти в корзину';
export const DELIVERY_ADDRESS = 'Адрес доставки';
export const ADDRESS_REQUIRED = ADDRESS_REQUIRED_MESSAGE;

/** The checkout's steps as their headings name them (their controls take the same names). */
export const STEP_TITLES = {
  contact: 'Получатель',
  delivery: 'Способ получения',
  costCenter: 'Центр затрат',
  payment: 'Способ оплаты',
  shipments: 'Состав и сроки доставки',
} as const;

export const OFFER_CHANGED_TEXT = OFFER_CHANGED_MESSAGE;

/**
 * The text of each refusal the checkout shows, chosen by its code. A code with a sum or a reason in
 * the API's message (a promo code's minimum, an unavailable payment method, a missing step) shows
 * that message.
 */
const TEXTS: Partial<Record<UserErrorCode, string>> = {
  INVALID_NAME: NAME_FORMAT_MESSAGE,
  INVALID_PHONE: PHONE_MESSAGE,
  INVALID_EMAIL: EMAIL_FORMAT_MESSAGE,
  INVALID_ADDRESS: ADDRESS_REQUIRED,
  PROMO_CODE_UNKNOWN: PROMO_CODE_UNKNOWN_MESSAGE,
  PROMO_CODE_EXPIRED: PROMO_CODE_EXPIRED_MESSAGE,
  PROMO_CODE_ALREADY_APPLIED: PROMO_CODE_ALREADY_APPLIED_MESSAGE,
  OFFER_CHANGED: OFFER_CHANGED_TEXT,
  CHECKOUT_EMPTY: CHECKOUT_EMPTY_MESSAGE,
  CHECKOUT_ORDER_NOT_FOUND: 'Заказ изменился: обновите страницу оформления',
  CREDIT_LIMIT_EXCEEDED: CREDIT_LIMIT_EXCEEDED_MESSAGE,
};

export function errorText(error: { code: UserErrorCode; message: string }): string {
  return TEXTS[error.code] ?? (error.message || SAVE_FAILED);
}

export const PAYMENT_TITLES: Record<string, string> = {
  CARD_ONLINE: 'Картой онлайн',
  SBP: 'СБП',
  INVOICE: 'По счёту',
  ON_RECEIPT: 'При получении',
  CREDIT: 'Отсрочка платежа',
};

export const PICKUP_KIND_TITLES: Record<string, string> = {
  STORE: 'Магазин',
  PARTNER: 'Пункт выдачи',
  LOCKER: 'Постамат',
};

export const STEP_HINTS: Record<string, string> = CHECKOUT_STEP_MESSAGES;

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', weekday: 'short' });

/** A delivery date as «чт, 26 ноября»; the API sends YYYY-MM-DD. */
export function deliveryDate(time: string): string {
  const [year, month, day] = time.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return time;
  return DATE.format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/** «2 заказа», «5 заказов», «21 заказ». */
export function ordersCount(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  const word =
    tens >= 11 && tens <= 14
      ? 'заказов'
      : ones === 1
        ? 'заказ'
        : ones >= 2 && ones <= 4
          ? 'заказа'
          : 'заказов';
  return `${n} ${word}`;
}
