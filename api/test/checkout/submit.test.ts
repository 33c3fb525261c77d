import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import { type TestApp, useTestApp } from '../support/app.ts';
import type { Cart } from '../../src/schemas/cart.ts';
import type { CheckoutOrder, Purchase } from '../../src/schemas/checkout.ts';
import {
  becomeCompany,
  fillSteps,
  newBuyer,
  products,
  startCheckoutApp,
  type Buyer,
} from './helpers.ts';

const IN_STOCK = "p.status = 'IN_STOCK'";

async function readyOrder(t: TestApp, buyer: Buyer, where = IN_STOCK, quantity = 1) {
  const [p] = await products(t.db, where, 1);
  if (!p) throw new Error('no product');
  await buyer.add(p.id, quantity);
  const { orders } = await buyer.checkout();
  const order = orders[0];
  if (!order) throw new Error('no order');
  return { product: p, order: await fillSteps(buyer, order.id) };
}

async function countOrders(t: TestApp, buyer: Buyer): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE user_id = $1',
    [buyer.userId],
  );
  return rows[0]?.n ?? 0;
}

describe.each(databaseKinds())('checkout submit on %s', (kind) => {
  const t = useTestApp(() => startCheckoutApp(kind));

  it('needs an Idempotency-Key and every step done', async () => {
    const buyer = await newBuyer(t);
    const [p] = await products(t.db, IN_STOCK, 1);
    await buyer.add(p!.id, 1);
    const { orders } = await buyer.checkout();
    const order = orders[0]!;
    const noKey = await buyer.submit(order.id, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    const missing = await buyer.submit(order.id, 'k-missing');
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      code: 'CHECKOUT_STEP_MISSING',
      message: 'Укажите получателя заказа',
      details: { order_id: order.id, missing_steps: ['CONTACT', 'DELIVERY', 'PAYMENT_METHOD'] },
    });
    // the refused key is free for the next attempt
    await fillSteps(buyer, order.id);
    expect((await buyer.submit(order.id, 'k-missing')).statusCode).toBe(200);
  });

  it('refuses while a price changed since the buyer approved it, and goes through after approval', async () => {
    const buyer = await newBuyer(t);
    const { product, order } = await readyOrder(t, buyer, `${IN_STOCK} AND p.id % 7 = 3`);
    await t.db.query('UPDATE products SET user_price = user_price + 100 WHERE id = $1', [
      Number(product.id),
    ]);
    try {
      const refused = await buyer.submit(order.id, 'k-changed');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'OFFER_CHANGED',
        message: 'Цены или наличие товаров изменились: проверьте корзину',
        details: { product_ids: [product.id] },
      });
      expect(await countOrders(t, buyer)).toBe(0);
      const { orders } = await buyer.checkout();
      expect(orders[0]?.has_changed_offers).toBe(true);
      await buyer.ok('POST', '/v2/cart:approve', {});
      const placed = await buyer.submit(order.id, 'k-changed');
      expect(placed.statusCode).toBe(200);
      expect(placed.json<Purchase>().orders[0]?.total).toBeCloseTo(order.summary.total + 100, 2);
    } finally {
      await t.db.query('UPDATE products SET user_price = user_price - 100 WHERE id = $1', [
        Number(product.id),
      ]);
    }
  });

  it('places the orders in one go: items, the cart emptied of them, a confirmation e-mail', async () => {
    const buyer = await newBuyer(t);
    const [kept] = await products(t.db, `${IN_STOCK} AND p.id % 7 = 4`, 1);
    await buyer.add(kept!.id, 1);
    await buyer.ok('POST', '/v2/cart:update_items_selection', {
      product_ids: [kept!.id],
      selected: false,
    });
    const { product, order } = await readyOrder(t, buyer, `${IN_STOCK} AND p.id % 7 = 5`, 2);
    await buyer.stepOk(order.id, 'redeem_promo_code', { promo_code: 'SALE10' });
    const final = (await buyer.checkout()).orders[0] as CheckoutOrder;

    const response = await buyer.submit(order.id, 'k-placed', '  Позвонить за час  ');
    expect(response.statusCode).toBe(200);
    const purchase = response.json<Purchase>();
    expect(purchase.orders).toEqual([
      {
        id: expect.any(String),
        number: expect.stringMatching(/^GW-\d{6}$/),
        status: 'AWAITING_PAYMENT',
        total: final.summary.total,
        payment_method: 'PAYMENT_METHOD_CARD_ONLINE',
      },
    ]);
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT o.seller_title, o.contact, o.shipping, o.goods_count, o.subtotal::float8 AS subtotal,
              o.discount_promo_code::float8 AS discount_promo_code, o.total::float8 AS total,
              o.promo_code, o.comment, o.customer_id,
              (SELECT json_agg(json_build_object('product_id', i.product_id, 'quantity', i.quantity,
                 'price', i.price::float8)) FROM order_items i WHERE i.order_id = o.id) AS items
       FROM orders o WHERE o.purchase_id = $1`,
      [purchase.purchase_id],
    );
    expect(rows[0]).toMatchObject({
      seller_title: final.seller_title,
      contact: { name: 'Иван Петров', phone: '+79210001122', email: 'ivan@example.ru' },
      shipping: {
        method: 'DELIVERY_METHOD_COURIER',
        address: 'г. Москва, ул. Ленина, д. 12',
        delivery_variant: { id: 'COURIER_STANDARD', method: 'DELIVERY_METHOD_COURIER' },
      },
      goods_count: 2,
      subtotal: final.summary.subtotal,
      discount_promo_code: final.summary.discounts.promo_code,
      total: final.summary.total,
      promo_code: 'SALE10',
      comment: 'Позвонить за час',
      customer_id: null,
      items: [{ product_id: Number(product.id), quantity: 2, price: product.retail }],
    });

    const history = await t.db.query<{ status: string; source: string }>(
      'SELECT status, source FROM order_status_history WHERE order_id = $1',
      [purchase.orders[0]!.id],
    );
    expect(history.rows).toEqual([{ status: 'AWAITING_PAYMENT', source: 'SUBMIT' }]);

    const cart = await buyer.ok<Cart>('GET', '/v2/cart');
    const left = [...cart.available_items, ...cart.unavailable_items].map((i) => i.product_id);
    expect(left).toEqual([kept!.id]);
    expect((await buyer.checkout()).orders).toEqual([]);

    const mail = await t.db.query<{ text: string }>(
      `SELECT text FROM dev_outbox WHERE user_identity = 'ivan@example.ru' ORDER BY id DESC`,
    );
    expect(mail.rows.some((m) => m.text.includes(purchase.orders[0]!.number))).toBe(true);

    expect(await buyer.ok('GET', `/v1/users/me/purchases/${purchase.purchase_id}`)).toEqual(
      purchase,
    );
    const stranger = await newBuyer(t, 'stranger');
    const hidden = await stranger.call('GET', `/v1/users/me/purchases/${purchase.purchase_id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'PURCHASE_NOT_FOUND' });

    // a retry after success answers the same purchase and places nothing more
    expect((await buyer.submit(order.id, 'k-placed')).json()).toEqual(purchase);
    expect(await countOrders(t, buyer)).toBe(1);
  });

  it('gives 20 concurrent submits with one key one purchase and one order', async () => {
    const buyer = await newBuyer(t);
    const { order } = await readyOrder(t, buyer, `${IN_STOCK} AND p.id % 7 = 6`);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => buyer.submit(order.id, 'double-click', null)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const ids = new Set(responses.map((r) => r.json<Purchase>().purchase_id));
    expect(ids.size).toBe(1);
    expect(await countOrders(t, buyer)).toBe(1);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM purchases WHERE user_id = $1',
      [buyer.userId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('places nothing twice when two keys race for the same cart', async () => {
    const buyer = await newBuyer(t);
    const { order } = await readyOrder(t, buyer, `${IN_STOCK} AND p.id % 7 = 2`);
    const [a, b] = await Promise.all([
      buyer.submit(order.id, 'tab-a'),
      buyer.submit(order.id, 'tab-b'),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    expect(await countOrders(t, buyer)).toBe(1);
  });

  it('takes deferred payment from the limit, and refuses an order over it', async () => {
    const buyer = await newBuyer(t, 'company');
    const customerId = await becomeCompany(t.db, buyer, { creditLimit: 100_000 });
    const [p] = await products(t.db, `${IN_STOCK} AND p.user_price BETWEEN 2000 AND 30000`, 1);
    await buyer.add(p!.id, 1);
    const order = (await buyer.checkout()).orders[0]!;
    await fillSteps(buyer, order.id);
    const { cost_centers } = await buyer.ok<{ cost_centers: { id: string }[] }>(
      'GET',
      '/v1/users/me/cost_centers',
    );
    await buyer.stepOk(order.id, 'update_cost_center', { cost_center_id: cost_centers[0]!.id });
    const credit = await buyer.stepOk(order.id, 'update_payment_method', {
      payment_method: 'PAYMENT_METHOD_CREDIT',
    });
    const limit = async () =>
      (
        await t.db.query<{ amount: number }>(
          'SELECT limit_amount::float8 AS amount FROM customers WHERE id = $1',
          [customerId],
        )
      ).rows[0]?.amount;

    // the limit shrinks after the step: submit refuses and takes nothing
    await t.db.query('UPDATE customers SET limit_amount = $2 WHERE id = $1', [
      customerId,
      credit.summary.total - 1,
    ]);
    const refused = await buyer.submit(order.id, 'credit-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CHECKOUT_STEP_MISSING',
      details: { missing_steps: ['PAYMENT_METHOD'] },
    });
    expect(await limit()).toBeCloseTo(credit.summary.total - 1, 2);

    await t.db.query('UPDATE customers SET limit_amount = 100000 WHERE id = $1', [customerId]);
    const placed = await buyer.submit(order.id, 'credit-2');
    expect(placed.statusCode).toBe(200);
    expect(placed.json<Purchase>().orders[0]).toMatchObject({
      status: 'NEW',
      payment_method: 'PAYMENT_METHOD_CREDIT',
    });
    expect(await limit()).toBeCloseTo(100_000 - credit.summary.total, 2);
    const { rows } = await t.db.query<{ cost_center: { id: string }; customer_id: string }>(
      'SELECT cost_center, customer_id::text AS customer_id FROM orders WHERE user_id = $1',
      [buyer.userId],
    );
    expect(rows[0]).toMatchObject({
      cost_center: { id: cost_centers[0]!.id },
      customer_id: customerId,
    });
  });
});
