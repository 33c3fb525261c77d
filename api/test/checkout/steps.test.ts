import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import type { CheckoutOrder, Contact, PickupPoint } from '../../src/schemas/checkout.ts';
import { becomeCompany, newBuyer, products, startCheckoutApp, type Buyer } from './helpers.ts';

const IN_STOCK = "p.status = 'IN_STOCK'";
const ON_ORDER = "p.status = 'ON_ORDER'";

/** Goods plus shipping less every discount: the summary must add up. */
function expectConsistent(order: CheckoutOrder): void {
  const { summary } = order;
  const d = summary.discounts;
  const cents = (n: number) => Math.round(n * 100);
  expect(cents(d.total)).toBe(
    cents(d.promo_code) + cents(d.personal) + cents(d.customer) + cents(d.promo),
  );
  expect(cents(summary.total)).toBe(
    cents(summary.subtotal) - cents(d.total) + cents(summary.shipping),
  );
  const shipping = order.shipments.reduce((sum, s) => {
    const variant = s.delivery.available_variants.find(
      (v) => v.id === s.delivery.selected_variant_id,
    );
    return sum + cents(variant?.cost ?? 0);
  }, 0);
  expect(cents(summary.shipping)).toBe(shipping);
}

async function pickupPoint(buyer: Buyer, kind: PickupPoint['kind']): Promise<string> {
  const { pickup_points } = await buyer.ok<{ pickup_points: PickupPoint[] }>(
    'GET',
    `/v1/pickup_points?kind=${kind}`,
  );
  const point = pickup_points[0];
  if (!point) throw new Error(`no ${kind}`);
  const entry = await buyer.ok<{ id: string }>('POST', '/v1/users/me/pickup_addresses', {
    pickup_point: { id: point.id },
  });
  return entry.id;
}

async function courierAddress(buyer: Buyer): Promise<string> {
  const address = await buyer.ok<{ id: string }>('POST', '/v1/users/me/courier_addresses', {
    address: 'г. Санкт-Петербург, ул. Садовая, д. 5',
  });
  return address.id;
}

async function onlyOrder(buyer: Buyer): Promise<CheckoutOrder> {
  const { orders } = await buyer.checkout();
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

describe.each(databaseKinds())('checkout steps on %s', (kind) => {
  const t = useTestApp(() => startCheckoutApp(kind));

  it('builds one order per seller from the selected available lines, stock and on order apart', async () => {
    const buyer = await newBuyer(t);
    const [stocked] = await products(t.db, IN_STOCK, 1);
    if (!stocked) throw new Error('no product');
    const [ordered] = await products(t.db, `${ON_ORDER} AND p.seller_id = ${stocked.seller_id}`, 1);
    const [other, skipped] = await products(
      t.db,
      `${IN_STOCK} AND p.seller_id <> ${stocked.seller_id}`,
      2,
    );
    if (!ordered || !other || !skipped) throw new Error('no products');
    await buyer.add(stocked.id, 2);
    await buyer.add(ordered.id, 1);
    await buyer.add(other.id, 3);
    await buyer.add(skipped.id, 1);
    await buyer.ok('POST', '/v2/cart:update_items_selection', {
      product_ids: [skipped.id],
      selected: false,
    });

    const { orders } = await buyer.checkout();
    expect(orders.map((o) => o.seller_id).sort()).toEqual(
      [stocked.seller_id, other.seller_id].sort(),
    );
    const first = orders.find((o) => o.seller_id === stocked.seller_id)!;
    expect(first.shipments.map((s) => [s.kind, s.items.map((i) => i.product_id)])).toEqual([
      ['IN_STOCK', [stocked.id]],
      ['ON_ORDER', [ordered.id]],
    ]);
    expect(first.summary.goods_count).toBe(3);
    expect(first.missing_steps).toEqual(['CONTACT', 'DELIVERY', 'PAYMENT_METHOD']);
    expect(first.payment.selected_method).toBe('PAYMENT_METHOD_UNSPECIFIED');
    const second = orders.find((o) => o.seller_id === other.seller_id)!;
    expect(second.summary.goods_count).toBe(3);
    expect(second.seller_title).not.toBe('');
    // the same cart gives the same orders again
    expect((await buyer.checkout()).orders.map((o) => o.id).sort()).toEqual(
      orders.map((o) => o.id).sort(),
    );
    for (const order of orders) expectConsistent(order);
  });

  it('offers courier variants per shipment, and pickup at the point’s cost and days', async () => {
    const buyer = await newBuyer(t);
    const [p] = await products(
      t.db,
      `${IN_STOCK} AND p.user_price < 2000 AND EXISTS (SELECT 1 FROM product_details d
        WHERE d.product_id = p.id AND (d.details #>> '{shipping,express_available}')::boolean)`,
      1,
    );
    if (!p) throw new Error('no product');
    await buyer.add(p.id, 1);
    const order = await onlyOrder(buyer);
    const courier = await buyer.stepOk(order.id, 'update_courier_data', {
      courier_address_id: await courierAddress(buyer),
    });
    expect(courier.delivery_method).toBe('DELIVERY_METHOD_COURIER');
    const [shipment] = courier.shipments;
    if (!shipment) throw new Error('no shipment');
    expect(shipment.delivery.available_variants.map((v) => [v.id, v.cost])).toEqual([
      ['COURIER_STANDARD', 390],
      ['COURIER_EXPRESS', 980],
    ]);
    expect(shipment.delivery.selected_variant_id).toBe('COURIER_STANDARD');
    expect(courier.summary.shipping).toBe(390);

    const path = `shipments/${shipment.id}/update_delivery_variant`;
    const express = await buyer.stepOk(order.id, path, { delivery_variant_id: 'COURIER_EXPRESS' });
    expect(express.shipments[0]?.delivery.selected_variant_id).toBe('COURIER_EXPRESS');
    expect(express.shipments[0]?.delivery.available_variants[1]?.time).toBe('2026-11-24');
    expect(express.summary.shipping).toBe(980);
    expectConsistent(express);
    const refused = await buyer.step(order.id, path, { delivery_variant_id: 'PICKUP' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DELIVERY_VARIANT_UNAVAILABLE' });
    const noShipment = await buyer.step(order.id, 'shipments/nope/update_delivery_variant', {
      delivery_variant_id: 'COURIER_STANDARD',
    });
    expect(noShipment.json()).toMatchObject({ code: 'SHIPMENT_NOT_FOUND' });

    const pickup = await buyer.stepOk(order.id, 'update_pickup_data', {
      pickup_address_id: await pickupPoint(buyer, 'PICKUP_POINT_KIND_PARTNER'),
    });
    expect(pickup.delivery_method).toBe('DELIVERY_METHOD_PICKUP');
    expect(pickup.courier_data).toBeNull();
    expect(pickup.pickup_data?.pickup_point.kind).toBe('PICKUP_POINT_KIND_PARTNER');
    const variant = pickup.shipments[0]?.delivery.available_variants[0];
    expect(variant).toMatchObject({ id: 'PICKUP', method: 'DELIVERY_METHOD_PICKUP', cost: 149 });
    // in stock: ready the day after (the partner network's extra day)
    expect(variant?.time).toBe('2026-11-25');
    expect(pickup.summary.shipping).toBe(149);
    expect(pickup.missing_steps).toEqual(['CONTACT', 'PAYMENT_METHOD']);
  });

  it('makes courier delivery free from 5 000 ₽ a shipment', async () => {
    const buyer = await newBuyer(t);
    const [p] = await products(
      t.db,
      `${IN_STOCK} AND p.user_price BETWEEN 5000 AND 50000 AND EXISTS (SELECT 1 FROM product_details d
        WHERE d.product_id = p.id AND (d.details #>> '{shipping,delivery,cost}')::float8 < 990)`,
      1,
    );
    if (!p) throw new Error('no product');
    await buyer.add(p.id, 1);
    const order = await onlyOrder(buyer);
    const courier = await buyer.stepOk(order.id, 'update_courier_data', {
      courier_address_id: await courierAddress(buyer),
    });
    expect(courier.summary.shipping).toBe(0);
  });

  it('offers private buyers card, SBP and payment on receipt, saying why one is unavailable', async () => {
    const buyer = await newBuyer(t);
    const [p] = await products(t.db, `${IN_STOCK} AND p.user_price > 30000`, 1);
    if (!p) throw new Error('no product');
    await buyer.add(p.id, 1);
    const order = await onlyOrder(buyer);
    expect(order.payment.eligible_methods).toEqual([
      'PAYMENT_METHOD_CARD_ONLINE',
      'PAYMENT_METHOD_SBP',
      'PAYMENT_METHOD_ON_RECEIPT',
    ]);
    const invoice = await buyer.step(order.id, 'update_payment_method', {
      payment_method: 'PAYMENT_METHOD_INVOICE',
    });
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_ELIGIBLE' });

    const locker = await buyer.stepOk(order.id, 'update_pickup_data', {
      pickup_address_id: await pickupPoint(buyer, 'PICKUP_POINT_KIND_LOCKER'),
    });
    expect(locker.payment.available_methods).not.toContain('PAYMENT_METHOD_ON_RECEIPT');
    expect(locker.payment.unavailable_methods).toEqual([
      {
        method: 'PAYMENT_METHOD_ON_RECEIPT',
        code: 'ON_RECEIPT_AT_LOCKER',
        message: 'В постамате нельзя оплатить заказ при получении',
      },
    ]);

    await buyer.stepOk(order.id, 'update_courier_data', {
      courier_address_id: await courierAddress(buyer),
    });
    const quantity = Math.ceil(100_001 / p.retail);
    await buyer.ok('POST', '/v2/cart:update_item_quantity', { product_id: p.id, quantity });
    const big = await buyer.step(order.id, 'update_payment_method', {
      payment_method: 'PAYMENT_METHOD_ON_RECEIPT',
    });
    expect(big.statusCode).toBe(409);
    expect(big.json()).toMatchObject({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      message: 'Оплата при получении доступна для заказов до 100\u00a0000\u00a0₽',
      details: { reason: 'ON_RECEIPT_LIMIT' },
    });
    const sbp = await buyer.stepOk(order.id, 'update_payment_method', {
      payment_method: 'PAYMENT_METHOD_SBP',
    });
    expect(sbp.payment.selected_method).toBe('PAYMENT_METHOD_SBP');
  });

  it('asks a company for a cost centre of its own account and offers invoice and deferred payment', async () => {
    const buyer = await newBuyer(t, 'company');
    const stranger = await newBuyer(t, 'stranger');
    await becomeCompany(t.db, buyer, { creditLimit: 50_000 });
    const [p] = await products(t.db, `${IN_STOCK} AND p.user_price BETWEEN 1000 AND 20000`, 1);
    if (!p) throw new Error('no product');
    await buyer.add(p.id, 1);
    const order = await onlyOrder(buyer);
    expect(order.cost_center_required).toBe(true);
    expect(order.missing_steps).toContain('COST_CENTER');
    expect(order.payment.eligible_methods).toEqual([
      'PAYMENT_METHOD_CARD_ONLINE',
      'PAYMENT_METHOD_SBP',
      'PAYMENT_METHOD_INVOICE',
      'PAYMENT_METHOD_ON_RECEIPT',
      'PAYMENT_METHOD_CREDIT',
    ]);
    expect(order.payment.available_methods).toContain('PAYMENT_METHOD_CREDIT');

    const foreign = await stranger.ok<{ cost_centers: { id: string }[] }>(
      'GET',
      '/v1/users/me/cost_centers',
    );
    const refused = await buyer.step(order.id, 'update_cost_center', {
      cost_center_id: foreign.cost_centers[0]?.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'COST_CENTER_NOT_FOUND' });
    const own = await buyer.ok<{ cost_centers: { id: string; title: string }[] }>(
      'GET',
      '/v1/users/me/cost_centers',
    );
    const centre = own.cost_centers[1]!;
    const chosen = await buyer.stepOk(order.id, 'update_cost_center', {
      cost_center_id: centre.id,
    });
    expect(chosen.cost_center).toMatchObject({ id: centre.id, title: centre.title });
    expect(chosen.missing_steps).not.toContain('COST_CENTER');

    const invoice = await buyer.stepOk(order.id, 'update_payment_method', {
      payment_method: 'PAYMENT_METHOD_INVOICE',
    });
    expect(invoice.payment.selected_method).toBe('PAYMENT_METHOD_INVOICE');

    await buyer.ok('POST', '/v2/cart:update_item_quantity', {
      product_id: p.id,
      quantity: Math.ceil(50_001 / p.retail),
    });
    const over = await buyer.step(order.id, 'update_payment_method', {
      payment_method: 'PAYMENT_METHOD_CREDIT',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      details: { reason: 'CREDIT_LIMIT_EXCEEDED' },
    });
  });

  it('sums every kind of discount: promotion, customer terms, personal and promo code', async () => {
    const buyer = await newBuyer(t);
    await becomeCompany(t.db, buyer, { priceType: 'WHOLESALE' });
    await t.db.query('INSERT INTO personal_discounts (user_id, percent) VALUES ($1, 5)', [
      buyer.userId,
    ]);
    const [p] = await products(
      t.db,
      `${IN_STOCK} AND p.base_price > p.user_price AND p.user_price > 2000`,
      1,
    );
    if (!p) throw new Error('no product');
    await buyer.add(p.id, 2);
    const order = await onlyOrder(buyer);
    const price = Math.round(p.retail * 90) / 100; // WHOLESALE: 10 % off the retail price
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(order.summary.subtotal)).toBe(cents(p.base) * 2);
    expect(cents(order.summary.discounts.promo)).toBe((cents(p.base) - cents(p.retail)) * 2);
    expect(cents(order.summary.discounts.customer)).toBe((cents(p.retail) - cents(price)) * 2);
    const goods = cents(price) * 2;
    const personal = Math.round(goods * 0.05);
    expect(cents(order.summary.discounts.personal)).toBe(personal);
    expect(order.summary.discounts.promo_code).toBe(0);
    expectConsistent(order);

    const percent = await buyer.stepOk(order.id, 'redeem_promo_code', { promo_code: ' sale10 ' });
    expect(percent.promo_code).toEqual({ code: 'SALE10', description: 'Скидка 10% на заказ' });
    expect(cents(percent.summary.discounts.promo_code)).toBe(Math.round((goods - personal) * 0.1));
    expectConsistent(percent);

    await buyer.stepOk(order.id, 'revoke_promo_code');
    const fixed = await buyer.stepOk(order.id, 'redeem_promo_code', { promo_code: 'MINUS500' });
    expect(fixed.summary.discounts.promo_code).toBe(500);
    expectConsistent(fixed);
  });

  it('refuses a promo code and says why: unknown, expired, under the minimum sum, one already', async () => {
    const buyer = await newBuyer(t);
    const [p] = await products(t.db, `${IN_STOCK} AND p.user_price BETWEEN 3000 AND 15000`, 1);
    if (!p) throw new Error('no product');
    await buyer.add(p.id, 1);
    const order = await onlyOrder(buyer);
    const redeem = (code: string) =>
      buyer.step(order.id, 'redeem_promo_code', { promo_code: code });

    const unknown = await redeem('NOSUCHCODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'PROMO_CODE_UNKNOWN',
      message: 'Такого промокода нет',
    });
    expect((await redeem('SUMMER2023')).json()).toMatchObject({
      code: 'PROMO_CODE_EXPIRED',
      message: 'Срок действия промокода истёк',
    });
    expect((await redeem('TOOLS15')).json()).toMatchObject({
      code: 'PROMO_CODE_MIN_SUM',
      message: 'Промокод действует для заказов от 20\u00a0000\u00a0₽',
      details: { min_sum: 20000 },
    });
    expect((await redeem('SALE10')).statusCode).toBe(200);
    const second = await redeem('MINUS500');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'PROMO_CODE_ALREADY_APPLIED' });
    const revoked = await buyer.stepOk(order.id, 'revoke_promo_code');
    expect(revoked.promo_code).toBeNull();
    expect(revoked.summary.discounts.promo_code).toBe(0);

    // a code that expires while it sits on the order stops giving its discount
    await redeem('SALE10');
    await t.db.query(
      `UPDATE promo_codes SET active_until = '2026-11-24T08:00:00Z' WHERE code = 'SALE10'`,
    );
    try {
      const later = await onlyOrder(buyer);
      expect(later.promo_code?.code).toBe('SALE10');
      expect(later.summary.discounts.promo_code).toBe(0);
    } finally {
      await t.db.query(
        `UPDATE promo_codes SET active_until = '2030-12-31T23:59:59Z' WHERE code = 'SALE10'`,
      );
    }
  });

  it("never lets another user see or change a checkout order, nor use another's contact", async () => {
    const anna = await newBuyer(t, 'anna');
    const boris = await newBuyer(t, 'boris');
    const [p] = await products(t.db, IN_STOCK, 1);
    if (!p) throw new Error('no product');
    await anna.add(p.id, 1);
    await boris.add(p.id, 1);
    const annas = await onlyOrder(anna);
    const boriss = await onlyOrder(boris);
    expect(boriss.id).not.toBe(annas.id);
    const contact = await boris.ok<Contact>('POST', '/v1/users/me/contacts', {
      name: 'Борис',
      phone: '+79001112233',
      email: 'boris@example.ru',
    });
    const steps: [string, object][] = [
      ['update_contact', { contact_id: contact.id }],
      ['update_payment_method', { payment_method: 'PAYMENT_METHOD_SBP' }],
      ['redeem_promo_code', { promo_code: 'SALE10' }],
      ['revoke_promo_code', {}],
    ];
    for (const [step, body] of steps) {
      const response = await boris.step(annas.id, step, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CHECKOUT_ORDER_NOT_FOUND' });
    }
    expect((await boris.submit(annas.id, 'boris-key')).statusCode).toBe(404);
    const foreignContact = await anna.step(annas.id, 'update_contact', { contact_id: contact.id });
    expect(foreignContact.json()).toMatchObject({ code: 'CONTACT_NOT_FOUND' });
    const untouched = await onlyOrder(anna);
    expect(untouched.contact).toBeNull();
    expect(untouched.promo_code).toBeNull();
    expect(untouched.payment.selected_method).toBe('PAYMENT_METHOD_UNSPECIFIED');
  });
});
