import type {
  OrderAggregatedStatus,
  OrderDeliveryMethod,
  OrderPaymentMethod,
  OrderPaymentStatus,
  OrderStatus,
  PaymentStatus,
} from '../../__generated__/graphql.ts';
import { ORDER_STATUS_TITLES } from '@store/api/rules';

/** The Russian words of the cabinet's orders, chosen by the API's values; the buyer's e-mails use the same. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = ORDER_STATUS_TITLES;

/** The status filter's groups, in the order the filter shows them. */
export const STATUS_FACET_LABELS: Record<OrderAggregatedStatus, string> = {
  ACTIVE: 'В работе',
  AWAITING_PAYMENT: 'Ожидают оплаты',
  COMPLETED: 'Завершённые',
  CANCELLED: 'Отменённые',
};

export const ORDER_PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, string> = {
  NOT_PAID: 'Не оплачен',
  PARTIALLY_PAID: 'Оплачен частично',
  PAID: 'Оплачен полностью',
  REFUNDED: 'Деньги возвращены',
};

export const PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  UNSPECIFIED: 'Не выбран',
  CARD_ONLINE: 'Банковской картой онлайн',
  SBP: 'Через СБП',
  INVOICE: 'По счёту',
  ON_RECEIPT: 'При получении',
  CREDIT: 'Отсрочка платежа',
};

export const DELIVERY_METHOD_LABELS: Record<OrderDeliveryMethod, string> = {
  COURIER: 'Курьером',
  PICKUP: 'Самовывоз',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Ожидаем подтверждения от банка',
  WAITING_FOR_CAPTURE: 'Банк подтвердил платёж, завершаем оплату',
  SUCCEEDED: 'Оплата прошла',
  CANCELED: 'Оплата не прошла',
};

/** A payment has settled when nothing more will happen to it on its own. */
export const isSettled = (status: PaymentStatus) => status === 'SUCCEEDED' || status === 'CANCELED';

/** The address of an order's page in the cabinet. */
export const orderPath = (id: string) => `/cabinet/orders/${encodeURIComponent(id)}`;

const DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** «20 ноября 2026 г.» — server and browser agree, so hydration matches. */
export const formatOrderDate = (iso: string) => DATE.format(new Date(iso));
