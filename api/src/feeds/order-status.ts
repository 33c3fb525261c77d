import type { Database } from '../db/types.ts';
import type { OrderStatusFeed, OrderStatusFeedResult, OrderStatus } from '../schemas/orders.ts';
import {
  addTracking,
  findOrderByNumber,
  moveOrder,
  type FeedOrder,
} from '../repositories/orders/history.ts';
import { applyTransfer } from '../repositories/orders/payments.ts';
import type { OrderNews } from '../routes/orders/notify.ts';

type Update = OrderStatusFeed['updates'][number];
type Result = OrderStatusFeedResult['results'][number];

export interface OrderFeedDeps {
  db: Database;
  now: () => Date;
  /** Tells the buyer what changed (an e-mail); must not throw. */
  notify: (order: FeedOrder, news: OrderNews) => Promise<void>;
}

const failed = (number: string, code: string, message: string): Result => ({
  order_number: number,
  ok: false,
  code,
  message,
});

async function applyOne(deps: OrderFeedDeps, update: Update): Promise<Result> {
  const order = await findOrderByNumber(deps.db, update.order_number);
  if (!order) return failed(update.order_number, 'ORDER_NOT_FOUND', 'Заказ не найден');
  const news: OrderNews = {};
  // A bank transfer first: it may make the order PAID before the status of this update applies.
  if (update.payment) {
    const transfer = await applyTransfer(deps.db, {
      orderId: order.id,
      transferId: update.payment.id,
      amountKopecks: Math.round(update.payment.amount * 100),
      now: deps.now(),
    });
    if (transfer.change) news.status = transfer.change.to;
  }
  let refused: OrderStatus | null = null;
  if (update.status) {
    const moved = await moveOrder(deps.db, {
      orderId: order.id,
      to: update.status,
      comment: update.comment ?? null,
      now: deps.now(),
    });
    if (!moved.ok) refused = moved.from;
    else if (moved.change) news.status = moved.change.to;
  }
  if (update.tracking?.length) {
    const added = await addTracking(deps.db, order.id, update.tracking, deps.now());
    if (added.length) news.tracking = added;
  }
  await deps.notify(order, news);
  if (refused) {
    return failed(
      update.order_number,
      'ORDER_STATUS_TRANSITION_INVALID',
      `Заказ нельзя перевести из ${refused} в ${update.status}`,
    );
  }
  return { order_number: update.order_number, ok: true, code: null, message: null };
}

/**
 * Applies the back office's order updates in the order given: bank transfers received (each
 * once by its id), status changes along the status machine (the same status again changes
 * nothing) and tracking numbers (a known number is not added twice). Each real change is written
 * to the buyer. One bad update does not stop the others; each gets its own result.
 */
export async function applyOrderFeed(
  deps: OrderFeedDeps,
  feed: OrderStatusFeed,
): Promise<OrderStatusFeedResult> {
  const results: Result[] = [];
  for (const update of feed.updates) results.push(await applyOne(deps, update));
  return { applied: results.filter((r) => r.ok).length, results };
}
