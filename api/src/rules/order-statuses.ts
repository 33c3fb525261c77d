/**
 * The words for an order's status, shared by the buyer's e-mails (API) and the cabinet (web),
 * so both say the same thing for the same status.
 */
export const ORDER_STATUS_TITLES = {
  NEW: 'Новый',
  AWAITING_PAYMENT: 'Ожидает оплаты',
  PAID: 'Оплачен',
  ASSEMBLING: 'Собирается',
  SHIPPED: 'Передан в доставку',
  READY_FOR_PICKUP: 'Готов к выдаче',
  RECEIVED: 'Получен',
  CANCELLED: 'Отменён',
} as const;
