import type { PaymentMethod, PickupPoint } from '../../schemas/checkout.ts';
import type { CustomerPricing } from '../cabinet/pricing.ts';
import { formatRoubles, kop } from './money.ts';

/** Payment on receipt is taken for orders up to this sum (roubles). */
export const ON_RECEIPT_MAX = 100_000;

export interface UnavailableMethod {
  method: PaymentMethod;
  code: string;
  message: string;
}

export interface PaymentOptions {
  eligible_methods: PaymentMethod[];
  available_methods: PaymentMethod[];
  unavailable_methods: UnavailableMethod[];
}

interface PaymentInput {
  isCompany: boolean;
  pricing: CustomerPricing;
  /** Roubles. */
  total: number;
  pickupKind: PickupPoint['kind'] | null;
}

/**
 * Which methods the buyer may use at all (invoice for companies, deferred payment where the
 * customer has a credit limit) and which of them fit this order now, with the reason for each
 * that does not.
 */
export function paymentOptions({ isCompany, pricing, total, pickupKind }: PaymentInput) {
  const credit = pricing.limit?.type === 'CREDIT' ? pricing.limit : null;
  const eligible: PaymentMethod[] = [
    'PAYMENT_METHOD_CARD_ONLINE',
    'PAYMENT_METHOD_SBP',
    ...(isCompany ? (['PAYMENT_METHOD_INVOICE'] as const) : []),
    'PAYMENT_METHOD_ON_RECEIPT',
    ...(isCompany && credit ? (['PAYMENT_METHOD_CREDIT'] as const) : []),
  ];
  const unavailable: UnavailableMethod[] = [];
  if (pickupKind === 'PICKUP_POINT_KIND_LOCKER') {
    unavailable.push({
      method: 'PAYMENT_METHOD_ON_RECEIPT',
      code: 'ON_RECEIPT_AT_LOCKER',
      message: 'В постамате нельзя оплатить заказ при получении',
    });
  } else if (total > ON_RECEIPT_MAX) {
    unavailable.push({
      method: 'PAYMENT_METHOD_ON_RECEIPT',
      code: 'ON_RECEIPT_LIMIT',
      message: `Оплата при получении доступна для заказов до ${formatRoubles(ON_RECEIPT_MAX)}`,
    });
  }
  if (credit && isCompany && kop(total) > kop(credit.amount)) {
    unavailable.push({
      method: 'PAYMENT_METHOD_CREDIT',
      code: 'CREDIT_LIMIT_EXCEEDED',
      message: `Сумма заказа больше доступного лимита отсрочки (${formatRoubles(credit.amount)})`,
    });
  }
  const blocked = new Set(unavailable.map((u) => u.method));
  return {
    eligible_methods: eligible,
    available_methods: eligible.filter((m) => !blocked.has(m)),
    unavailable_methods: unavailable,
  } satisfies PaymentOptions;
}

/** The order status right after submit: waiting for a prepayment, or simply new. */
export function initialStatus(method: PaymentMethod): 'AWAITING_PAYMENT' | 'NEW' {
  return method === 'PAYMENT_METHOD_CARD_ONLINE' ||
    method === 'PAYMENT_METHOD_SBP' ||
    method === 'PAYMENT_METHOD_INVOICE'
    ? 'AWAITING_PAYMENT'
    : 'NEW';
}
