import type { FastifyBaseLogger } from 'fastify';
import type { Sender } from '../../auth/delivery/types.ts';
import type { BuiltOrder } from '../../repositories/checkout/build.ts';
import { formatRoubles } from '../../repositories/checkout/money.ts';
import type { PaymentMethod } from '../../schemas/checkout.ts';

const PAYMENT_TITLES: Record<PaymentMethod, string> = {
  PAYMENT_METHOD_UNSPECIFIED: 'не выбран',
  PAYMENT_METHOD_CARD_ONLINE: 'банковской картой онлайн',
  PAYMENT_METHOD_SBP: 'через СБП',
  PAYMENT_METHOD_INVOICE: 'по счёту',
  PAYMENT_METHOD_ON_RECEIPT: 'при получении',
  PAYMENT_METHOD_CREDIT: 'с отсрочкой платежа',
};

export interface CreatedOrder {
  number: string;
  built: BuiltOrder;
}

/** The letter of one recipient about their orders of a purchase. */
export function confirmationText(orders: readonly CreatedOrder[]): string {
  const lines = orders.map(({ number, built: { order } }) => {
    const delivery =
      order.delivery_method === 'DELIVERY_METHOD_PICKUP'
        ? `самовывоз: ${order.pickup_data?.pickup_point.location.postal_address ?? ''}`
        : `курьером: ${order.courier_data?.address ?? ''}`;
    return [
      `Заказ ${number} (${order.seller_title}) на сумму ${formatRoubles(order.summary.total)}`,
      `  товаров: ${order.summary.goods_count}, доставка ${delivery}`,
      `  оплата ${PAYMENT_TITLES[order.payment.selected_method]}`,
    ].join('\n');
  });
  return ['Спасибо! Мы приняли ваш заказ.', '', ...lines].join('\n');
}

/**
 * E-mails each contact of the purchase about their orders. A failed or missing transport is
 * logged, never thrown: the orders exist either way.
 */
export async function sendConfirmations(
  sender: Sender | null,
  log: FastifyBaseLogger,
  orders: readonly CreatedOrder[],
): Promise<void> {
  const byEmail = new Map<string, CreatedOrder[]>();
  for (const created of orders) {
    const email = created.built.contact?.email;
    if (email) byEmail.set(email, [...(byEmail.get(email) ?? []), created]);
  }
  for (const [email, own] of byEmail) {
    if (!sender) {
      log.warn({ orders: own.map((o) => o.number) }, 'no e-mail transport: confirmation not sent');
      continue;
    }
    try {
      await sender.send({
        transport: 'EMAIL',
        to: email,
        subject: `Заказ ${own.map((o) => o.number).join(', ')} оформлен`,
        text: confirmationText(own),
      });
    } catch (error) {
      log.error({ err: error, orders: own.map((o) => o.number) }, 'order confirmation failed');
    }
  }
}
