import type { Database, Sql } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import { removeProducts } from '../../repositories/cart/items.ts';
import { findCartId } from '../../repositories/cart/owner.ts';
import { buildCheckout, type BuiltOrder } from '../../repositories/checkout/build.ts';
import { kop, rub } from '../../repositories/checkout/money.ts';
import {
  findPurchaseByKey,
  insertOrder,
  startPurchase,
  takeFromCreditLimit,
} from '../../repositories/checkout/purchases.ts';
import { initialStatus } from '../../repositories/checkout/payment.ts';
import { recordStatus } from '../../repositories/orders/history.ts';
import type { CheckoutOwner } from '../../repositories/checkout/state.ts';
import type { CheckoutStep, Purchase } from '../../schemas/checkout.ts';
import type { CreatedOrder } from './confirmation.ts';
import { orderNotFound } from './load.ts';
import { promoCodeExpired, promoCodeMinSum } from './promo-code.ts';
import {
  CHECKOUT_EMPTY_MESSAGE,
  CHECKOUT_STEP_MESSAGES,
  CREDIT_LIMIT_EXCEEDED_MESSAGE,
  OFFER_CHANGED_MESSAGE,
} from '../../rules/messages/checkout.ts';

const STEP_MESSAGES: Record<CheckoutStep, string> = CHECKOUT_STEP_MESSAGES;

/** Another request with the same key made the purchase first. */
class AlreadySubmitted extends Error {}

/** Refuses an order that cannot be placed as it stands; the message says what to do. */
function assertReady(built: BuiltOrder): void {
  const { order } = built;
  if (built.changed.length > 0) {
    throw new HttpError(409, 'OFFER_CHANGED', OFFER_CHANGED_MESSAGE, {
      order_id: order.id,
      product_ids: built.changed.map((line) => line.product_id),
    });
  }
  const [step] = order.missing_steps;
  if (step) {
    throw new HttpError(409, 'CHECKOUT_STEP_MISSING', STEP_MESSAGES[step], {
      order_id: order.id,
      missing_steps: order.missing_steps,
    });
  }
  if (built.promo && built.promoProblem === 'EXPIRED') throw promoCodeExpired();
  if (built.promo && built.promoProblem === 'MIN_SUM') throw promoCodeMinSum(built.promo);
}

/** Holds the buyer's cart row until commit, so two submits with different keys take turns. */
async function lockCart(tx: Sql, owner: CheckoutOwner): Promise<void> {
  const cartId = await findCartId(tx, { kind: 'user', ...owner });
  if (cartId) await tx.query('SELECT 1 FROM carts WHERE id = $1 FOR UPDATE', [cartId]);
}

/** Deferred payments of the purchase come off the customer's credit limit, all or nothing. */
async function takeCredit(tx: Sql, owner: CheckoutOwner, built: BuiltOrder[]): Promise<void> {
  const credit = built.filter((b) => b.order.payment.selected_method === 'PAYMENT_METHOD_CREDIT');
  const amount = credit.reduce((sum, b) => sum + kop(b.order.summary.total), 0);
  if (amount === 0) return;
  if (!owner.customer_id || !(await takeFromCreditLimit(tx, owner.customer_id, rub(amount)))) {
    throw new HttpError(409, 'CREDIT_LIMIT_EXCEEDED', CREDIT_LIMIT_EXCEEDED_MESSAGE);
  }
}

export interface SubmitResult {
  purchase: Purchase;
  /** Only for the request that made the purchase (a retry gets none). */
  created: CreatedOrder[];
}

/**
 * Places every order of the buyer's checkout in one transaction under the idempotency key: the
 * purchase, its orders and items, the ordered lines out of the cart, deferred payment off the
 * limit. The same key again, even at the same moment, answers the first purchase.
 */
export async function submitCheckout(
  db: Database,
  owner: CheckoutOwner,
  orderId: string,
  key: string,
  comment: string | null,
  now: Date,
): Promise<SubmitResult> {
  const earlier = await findPurchaseByKey(db, owner.user_id, key);
  if (earlier) return { purchase: earlier, created: [] };
  try {
    return await db.transaction(async (tx) => {
      const purchaseId = await startPurchase(tx, owner, key, now);
      if (!purchaseId) throw new AlreadySubmitted();
      await lockCart(tx, owner);
      const built = await buildCheckout(tx, owner, now);
      if (built.length === 0) {
        throw new HttpError(409, 'CHECKOUT_EMPTY', CHECKOUT_EMPTY_MESSAGE);
      }
      if (!built.some((b) => b.order.id === orderId)) throw orderNotFound();
      built.forEach(assertReady);
      await takeCredit(tx, owner, built);
      const created: CreatedOrder[] = [];
      const orders: Purchase['orders'] = [];
      for (const b of built) {
        const row = await insertOrder(tx, purchaseId, owner, b, comment, now);
        created.push({ number: row.number, built: b });
        const method = b.order.payment.selected_method;
        await recordStatus(tx, {
          orderId: row.id,
          status: initialStatus(method),
          source: 'SUBMIT',
          comment: null,
          now,
        });
        orders.push({
          id: row.id,
          number: row.number,
          status: initialStatus(method),
          total: b.order.summary.total,
          payment_method: method,
        });
      }
      const productIds = built.flatMap((b) => b.lines.map((line) => line.product_id));
      await removeProducts(tx, { kind: 'user', ...owner }, productIds);
      await tx.query('DELETE FROM checkout_orders WHERE id = ANY($1::uuid[])', [
        built.map((b) => b.state.id),
      ]);
      return { purchase: { purchase_id: purchaseId, orders }, created };
    });
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error;
    const first = await findPurchaseByKey(db, owner.user_id, key);
    if (!first) throw error;
    return { purchase: first, created: [] };
  }
}
