import type { AuthServices } from '../../auth/plugin.ts';
import type { OrderStatus, OrderTracking } from '../../schemas/orders.ts';
import type { FeedOrder } from '../../repositories/orders/history.ts';
import { STATUS_TITLES } from '../../repositories/orders/statuses.ts';
import { storeUrl, type PaymentsConfig } from '../../payments/config.ts';

export interface OrderNews {
  status?: OrderStatus;
  tracking?: OrderTracking[];
}

/** The e-mail a buyer gets when their order moves on or gains a tracking number. */
export function orderNewsMessage(order: FeedOrder, news: OrderNews, link: string) {
  const lines: string[] = [];
  if (news.status) lines.push(`Статус заказа ${order.number}: ${STATUS_TITLES[news.status]}.`);
  for (const t of news.tracking ?? []) {
    lines.push(`Трек-номер ${t.number} (${t.provider_title})${t.url ? `: ${t.url}` : ''}`);
  }
  lines.push('', `Заказ в личном кабинете: ${link}`);
  const subject = news.status
    ? `Заказ ${order.number}: ${STATUS_TITLES[news.status]}`
    : `Заказ ${order.number}: трек-номер для отслеживания`;
  return { subject, text: lines.join('\n') };
}

/**
 * Writes to the buyer through the API's e-mail delivery (SMTP or the development outbox). A
 * failed or missing transport is logged, never thrown: the change itself is already saved.
 */
export async function notifyBuyer(
  auth: AuthServices,
  config: PaymentsConfig,
  order: FeedOrder,
  news: OrderNews,
): Promise<void> {
  if (!news.status && !news.tracking?.length) return;
  const sender = auth.senders.EMAIL;
  if (!order.email || !sender) {
    auth.log.warn({ order: order.number }, 'order news not sent: no e-mail address or transport');
    return;
  }
  const link = storeUrl(config, order.market_id, `/cabinet/orders/${order.id}`);
  try {
    await sender.send({
      transport: 'EMAIL',
      to: order.email,
      ...orderNewsMessage(order, news, link),
    });
  } catch (error) {
    auth.log.error({ err: error, order: order.number }, 'order news not sent');
  }
}
